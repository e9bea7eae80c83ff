import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStoreInTransition } from './use-store-in-transition';

interface State {
  name: string;
  other: number;
}
const selectName = (s: State) => s.name;

/** Suspends until the name's data has come (a new screen part that loads a chunk, say). */
const ready = new Map<string, Promise<void>>();
function Name({ name }: { name: string }) {
  const data = ready.get(name);
  if (data) use(data);
  return <p>{name}</p>;
}
function Reader({ store }: { store: StoreApi<State> }) {
  const name = useStoreInTransition(store, selectName);
  return (
    <Suspense fallback={<p>loading</p>}>
      <Name name={name} />
    </Suspense>
  );
}

describe('useStoreInTransition (network answers re-render a screen in slices)', () => {
  it('shows the value, then each change', async () => {
    const store = createStore<State>(() => ({ name: 'a', other: 0 }));
    render(<Reader store={store} />);
    expect(screen.getByText('a')).toBeInTheDocument();
    await act(async () => store.setState({ name: 'b' }));
    expect(screen.getByText('b')).toBeInTheDocument();
  });

  it('renders a change as a Transition: what is on screen stays until the new part is ready', async () => {
    const store = createStore<State>(() => ({ name: 'a', other: 0 }));
    render(<Reader store={store} />);
    let resolve = () => undefined as void;
    ready.set('c', new Promise<void>((r) => (resolve = r)));
    // A blocking update would show the fallback here; a Transition keeps "a".
    await act(async () => store.setState({ name: 'c' }));
    expect(screen.getByText('a')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => resolve());
    expect(screen.getByText('c')).toBeInTheDocument();
  });

  it('catches up with a change made before it subscribed, and ignores fields it does not read', async () => {
    const store = createStore<State>(() => ({ name: 'a', other: 0 }));
    const renders = vi.fn();
    function Counted() {
      renders();
      return <p>{useStoreInTransition(store, selectName)}</p>;
    }
    // Changed between the first render and the effect that subscribes.
    const original = store.subscribe;
    store.subscribe = (listener) => {
      store.setState({ name: 'early' });
      return original(listener);
    };
    render(<Counted />);
    expect(await screen.findByText('early')).toBeInTheDocument();
    const before = renders.mock.calls.length;
    await act(async () => store.setState({ other: 1 }));
    expect(renders).toHaveBeenCalledTimes(before);
  });
});
