export { fieldControl, Input, Select, TextArea, textAreaControl } from './field.styles';
