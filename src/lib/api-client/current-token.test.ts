import { useEnvironment } from '../env';
import { loginStore } from '../storage';
import { currentToken } from './current-token';

describe('currentToken (SPEC §7)', () => {
  it('reads the session ticket when embedded (isiframe=1)', () => {
    loginStore.saveLogin({ cube_uid: 'u', token: 'stored' }, 'Legion');
    loginStore.setTicket({ token: 'from-ticket' });
    useEnvironment.setState({ embedded: true, projectId: 'Legion' });
    expect(currentToken()).toBe('from-ticket');
  });

  it("reads the current project's stored token otherwise", () => {
    loginStore.saveLogin({ cube_uid: 'u', token: 'stored' }, 'Legion');
    loginStore.setTicket({ token: 'from-ticket' });
    useEnvironment.setState({ embedded: false, projectId: 'Legion' });
    expect(currentToken()).toBe('stored');
    useEnvironment.setState({ projectId: 'Other' });
    expect(currentToken()).toBeUndefined();
  });

  it('reads the generic login when the permission tree says logins are not per project', () => {
    loginStore.saveLogin({ cube_uid: 'u', token: 'generic' }, 'DEFAULT_PROJECT');
    useEnvironment.setState({
      embedded: false,
      projectId: 'Legion',
      loginScope: 'DEFAULT_PROJECT',
    });
    expect(currentToken()).toBe('generic');
    useEnvironment.setState({ loginScope: undefined });
  });
});
