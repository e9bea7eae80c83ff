import { toProject, type Project } from '@/lib/contract';
import { SEARCH_THRESHOLD, filterProjects, isSearchable, projectHref } from './project-filter';

const projects: Project[] = [
  { id: 'DEFAULT_PROJECT', name: '联想服务中心', company_name: '联想服务' },
  { id: 'ThinkPad', name: 'ThinkPad 商务服务', company_name: 'ThinkPad 服务' },
  { id: 'Legion', name: '拯救者 Legion', company_name: '拯救者电竞服务' },
].map(toProject);
const ids = (list: Project[]) => list.map((p) => p.id);

describe('filterProjects', () => {
  it('keeps every project for an empty or blank query', () => {
    expect(ids(filterProjects(projects, ''))).toEqual(['DEFAULT_PROJECT', 'ThinkPad', 'Legion']);
    expect(ids(filterProjects(projects, '   '))).toHaveLength(3);
  });
  it('matches name, company and id, ignoring case, spaces and full-width letters', () => {
    expect(ids(filterProjects(projects, '拯救者'))).toEqual(['Legion']);
    expect(ids(filterProjects(projects, '电竞'))).toEqual(['Legion']);
    expect(ids(filterProjects(projects, 'default_project'))).toEqual(['DEFAULT_PROJECT']);
    expect(ids(filterProjects(projects, 'ｔｈｉｎｋ pad'))).toEqual(['ThinkPad']);
    expect(ids(filterProjects(projects, '服务'))).toEqual([
      'DEFAULT_PROJECT',
      'ThinkPad',
      'Legion',
    ]);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterProjects(projects, 'Yoga')).toEqual([]);
  });
});

describe('isSearchable', () => {
  it(`offers search only above ${SEARCH_THRESHOLD} projects`, () => {
    expect(SEARCH_THRESHOLD).toBe(6);
    expect(isSearchable(6)).toBe(false);
    expect(isSearchable(7)).toBe(true);
  });
});

describe('projectHref', () => {
  it('goes to /index/:project and keeps other options but not project_id', () => {
    expect(projectHref('Legion', new URLSearchParams('project_id=X&isiframe=1&lang=en'))).toBe(
      '/index/Legion?isiframe=1&lang=en',
    );
    expect(projectHref('ThinkPad', new URLSearchParams())).toBe('/index/ThinkPad');
  });
  it('encodes the id so it cannot leave the path', () => {
    expect(projectHref('../../evil?x=1#y', new URLSearchParams())).toBe(
      '/index/..%2F..%2Fevil%3Fx%3D1%23y',
    );
  });
});
