// @vitest-environment node
import { authorizationSuite } from './authorization';
import { mswNodeHost } from './support/hosts';

/**
 * The HTTP half of the authorization matrix on the MSW host, under Node as the upload cases are
 * (a multipart body cannot pass MSW's interception in jsdom).
 */
authorizationSuite(mswNodeHost('the MSW host'), { http: true, im: false });
