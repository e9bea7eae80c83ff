import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { describeFailure } from '@/lib/api-client';
import type { LoginContext } from '../hooks/use-login-context';
import { signOut } from '../model/login-flow';

/**
 * Signing out of this browser (#37 item 2), offered on the login screen while a login is
 * stored for the project: the server ends the token and its sockets, the browser forgets it.
 */
export function SignOut({ ctx }: { ctx: LoginContext }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let live = true;
    void ctx.target().then((target) => live && setHeld(!!ctx.deps.store.getToken(target.key)));
    return () => {
      live = false;
    };
  }, [ctx]);

  const run = async () => {
    setState('busy');
    setProblem(undefined);
    try {
      await signOut(ctx.deps, await ctx.target());
      setState('done');
      setHeld(false);
    } catch (error) {
      setProblem(describeFailure(error, t as never));
      setState('idle');
    }
  };

  if (state === 'done') return <Banner tone="success">{t('auth.signedOut')}</Banner>;
  if (!held) return null;
  return (
    <>
      {problem && <Banner tone="error">{problem}</Banner>}
      <Button
        variant="ghost"
        block
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void run()}
      >
        {t('auth.signOut')}
      </Button>
    </>
  );
}
