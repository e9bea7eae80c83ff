import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useResource } from './use-resource';

describe('useResource (the one way screens read data)', () => {
  it('is idle without a key, loading, then ok', async () => {
    const { result, rerender } = renderHook(
      ({ key }: { key?: string }) => useResource(key, async () => `data of ${key}`),
      { initialProps: {} },
    );
    expect(result.current[0].status).toBe('idle');
    rerender({ key: 'a' });
    expect(result.current[0].status).toBe('loading');
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ok', data: 'data of a' }));
  });

  it('reports an error instead of swallowing it, and retry reads again', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useResource('k', async () => {
        if (fail) throw new Error('down');
        return 42;
      }),
    );
    await waitFor(() => expect(result.current[0].status).toBe('error'));
    expect((result.current[0].error as Error).message).toBe('down');
    fail = false;
    act(() => result.current[1]());
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ok', data: 42 }));
  });

  it('drops the answer of a key it has moved on from', async () => {
    const pending = new Map<string, (value: string) => void>();
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useResource(key, () => new Promise<string>((resolve) => pending.set(key, resolve))),
      { initialProps: { key: 'old' } },
    );
    rerender({ key: 'new' });
    await act(async () => pending.get('old')?.('stale'));
    expect(result.current[0].status).toBe('loading');
    await act(async () => pending.get('new')?.('fresh'));
    expect(result.current[0]).toEqual({ status: 'ok', data: 'fresh' });
  });

  it('renders an answer as a Transition: what is on screen stays until the part it shows is ready', async () => {
    let resolve = () => undefined as void;
    const part = new Promise<void>((r) => (resolve = r));
    function Shown({ data }: { data: string }) {
      if (data === 'answer') use(part);
      return <p>{data}</p>;
    }
    function Screen() {
      const [resource] = useResource('k', async () => 'answer');
      return (
        <Suspense fallback={<p>loading</p>}>
          <Shown data={resource.data ?? 'before'} />
        </Suspense>
      );
    }
    render(<Screen />);
    await act(async () => undefined);
    // A blocking render would show the fallback here.
    expect(screen.getByText('before')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => resolve());
    expect(screen.getByText('answer')).toBeInTheDocument();
  });
});
