import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { StatusView } from '@/components/status-view';
import { errorMessage } from '@/lib/api-client';
import { setProjectId, useEnvironment } from '@/lib/env';
import { useServices } from '@/lib/services';
import { useProjects } from '../hooks/use-projects';
import { filterProjects, isSearchable, projectHref } from '../model/project-filter';
import { ProjectList } from './project-list';
import { Content, Count, HeaderLink, Intro, Label, SearchInput } from './projects-screen.styles';

/** SPEC §2 /projects (project-list): choose the project to chat about. */
export function ProjectsScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const currentId = useEnvironment((s) => s.projectId);
  const { state, retry } = useProjects();
  const { storage } = useServices();
  const [query, setQuery] = useState('');
  const listTop = useRef<HTMLParagraphElement>(null);
  const retried = useRef(false);

  // After a retry the button that had focus is gone; hand focus to the list's summary.
  useEffect(() => {
    if (state.status === 'ready' && retried.current) {
      retried.current = false;
      listTop.current?.focus();
    }
  }, [state.status]);

  /** SPEC §3 CURRENT_PROJECT_KEY: the choice is remembered for the next visit. */
  const choose = (projectId: string) => {
    storage.login.setCurrentProject(projectId);
    setProjectId(projectId);
  };

  let body;
  if (state.status === 'loading') {
    body = <Spinner label={t('projects.loading')} showLabel />;
  } else if (state.status === 'error') {
    const message = errorMessage(state.error);
    body = (
      <StatusView
        tone="error"
        title={t('projects.errorTitle')}
        actions={
          <Button
            onClick={() => {
              retried.current = true;
              retry();
            }}
          >
            {t('projects.retry')}
          </Button>
        }
      >
        {String(t(message.key, message.values as never))}
      </StatusView>
    );
  } else if (state.projects.length === 0) {
    body = <StatusView title={t('projects.empty')}>{t('projects.emptyBody')}</StatusView>;
  } else {
    const searchable = isSearchable(state.projects.length);
    const shown = searchable ? filterProjects(state.projects, query) : state.projects;
    const filtering = searchable && query.trim() !== '';
    body = (
      <>
        {searchable && (
          <Label>
            {t('projects.searchLabel')}
            <SearchInput
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('projects.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
            />
          </Label>
        )}
        <Count ref={listTop} tabIndex={-1} role="status" aria-live="polite">
          {filtering
            ? shown.length
              ? t('projects.matches', { count: shown.length })
              : t('projects.noMatch', { query: query.trim() })
            : t('projects.count', { count: state.projects.length })}
        </Count>
        <ProjectList
          projects={shown}
          currentId={currentId}
          hrefFor={(id) => projectHref(id, search)}
          onChoose={choose}
        />
      </>
    );
  }

  return (
    <Page
      title={t('projects.title')}
      titleSuffix={t('app.name')}
      end={<HeaderLink to="/chatQueue">{t('nav.backToChat')}</HeaderLink>}
    >
      <Content>
        <Intro>{t('projects.intro')}</Intro>
        {body}
      </Content>
    </Page>
  );
}
