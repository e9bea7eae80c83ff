import { projectSummary } from '../wire/views';
import { makeCore } from '../testing/core-fixture';

describe('project list (GET /api/csc/project/list)', () => {
  it('lists every stored project, the default first, then by pinyin, with what the picker shows', async () => {
    const { core } = await makeCore();
    await core.ctx.store.projects.put({
      id: 'Legion',
      name: '拯救者 Legion',
      companyName: '拯救者电竞服务',
      companyLogo: 'data:image/svg+xml,x',
      perProjectLogin: false,
      emojiReduced: true,
    });
    await core.ctx.store.projects.put({
      id: 'Aiyue',
      name: '爱阅平板',
      companyName: 'A',
      companyLogo: '',
      perProjectLogin: true,
      emojiReduced: false,
    });
    // The core orders them; the picker reads them in SPEC's words.
    expect((await core.projects()).map((p) => p.id)).toEqual([
      'DEFAULT_PROJECT',
      'Aiyue',
      'Legion',
    ]);
    expect((await core.projects()).map(projectSummary)).toEqual([
      { id: 'DEFAULT_PROJECT', name: '默认', company_name: '联想服务', company_logo: undefined },
      { id: 'Aiyue', name: '爱阅平板', company_name: 'A', company_logo: undefined },
      {
        id: 'Legion',
        name: '拯救者 Legion',
        company_name: '拯救者电竞服务',
        company_logo: 'data:image/svg+xml,x',
      },
    ]);
  });
});
