import { authorizationSuite } from './authorization';
import { mswJsdomHost } from './support/hosts';

/**
 * The IM half of the authorization matrix on the MSW host, in jsdom, whose WebSocket MSW
 * intercepts (the HTTP half runs under Node: authorization-msw.test.ts).
 */
authorizationSuite(mswJsdomHost('the MSW host (IM)'), { http: false, im: true });
