import type { Story } from '@ladle/react';
import styled from 'styled-components';
import { Input, Select, TextArea } from './field.styles';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 360px;
  padding: ${({ theme }) => theme.space[4]};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

/** Every state a field has: empty with a hint, filled, refused, unavailable; a text area; a select. */
export const States: Story = () => (
  <Stack>
    <label>
      手机号
      <Input placeholder="请输入手机号" inputMode="tel" />
    </label>
    <label>
      邮箱
      <Input defaultValue="li.lei@example.com" type="email" />
    </label>
    <label>
      验证码
      <Input defaultValue="12" aria-invalid="true" aria-describedby="code-problem" />
      <span id="code-problem">验证码为 6 位数字</span>
    </label>
    <label>
      工程师编号
      <Input defaultValue="E1001" disabled />
    </label>
    <label>
      问题描述
      <TextArea placeholder="请描述您遇到的问题" />
    </label>
    <label>
      产品线
      <Select defaultValue="nb">
        <option value="nb">笔记本</option>
        <option value="pc">台式机</option>
      </Select>
    </label>
  </Stack>
);
