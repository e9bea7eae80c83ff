import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { Button } from '@/components/button';
import { theme } from '@/components/theme';
import { useEnvironment } from '@/lib/env';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useWebchat } from '../hooks/use-webchat';
import { TENANTS, tenantFor, type Tenant } from '../model/tenants';
import { embedSnippet } from '../model/widget-protocol';
import { ForgedFrame } from './forged-frame';
import { HostConsole } from './host-console';
import { Bar, Panel, Swatch, Tenants } from './saas.styles';
import { Layout, Main, Site, TestStrip } from './support-site.styles';

function TenantPage({ tenant, onTenant }: { tenant: Tenant; onTenant: (project: string) => void }) {
  const { t, i18n } = useTranslation();
  const desktop = useEnvironment((s) => s.desktop);
  const host = useWebchat(tenant.project);
  const [attacks, setAttacks] = useState(0);
  const name = t(`host.saas.tenants.${tenant.project}`);
  const snippet = embedSnippet(host.src, tenant.project);
  // The launcher and the chat's header in the tenant's colour: widget.js reads --webchat-color.
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--webchat-color', tenant.brand);
    return () => {
      root.removeProperty('--webchat-color');
    };
  }, [tenant.brand]);

  return (
    <>
      <Site inert={host.open && !desktop}>
        <TestStrip>
          <h1>{t('host.saas.title')}</h1>
          <p>{t('host.saas.simulated')}</p>
        </TestStrip>
        <Bar>
          <strong>{t('host.saas.platform')}</strong>
          <span>{t('host.saas.console')}</span>
        </Bar>
        <Layout>
          <Main>
            <Panel aria-labelledby="saas-heading">
              <h2 id="saas-heading">{t('host.saas.heading', { name })}</h2>
              <p>{t('host.saas.intro')}</p>
              <Tenants>
                <legend>{t('host.saas.tenantLabel')}</legend>
                {TENANTS.map((option) => (
                  <label key={option.project}>
                    <input
                      type="radio"
                      name="tenant"
                      value={option.project}
                      checked={option.project === tenant.project}
                      onChange={() => onTenant(option.project)}
                    />
                    <Swatch $colour={option.brand} aria-hidden="true" />
                    <span>
                      {t(`host.saas.tenants.${option.project}`)}
                      <small>{t('host.saas.project', { id: option.project })}</small>
                    </span>
                  </label>
                ))}
              </Tenants>
            </Panel>
            <Panel aria-labelledby="saas-embed">
              <h2 id="saas-embed">{t('host.saas.embedTitle')}</h2>
              <pre>
                <code>{snippet}</code>
              </pre>
            </Panel>
            <Panel aria-labelledby="saas-allow">
              <h2 id="saas-allow">{t('host.saas.allowTitle')}</h2>
              <p>{t('host.saas.allowHost', { origin: host.origin })}</p>
              <p>{t('host.saas.allowWidget', { origin: host.origin })}</p>
            </Panel>
            <Panel aria-labelledby="saas-forge">
              <h2 id="saas-forge">{t('host.saas.forgeTitle')}</h2>
              <p>{t('host.saas.forgeBody')}</p>
              <ForgedFrame
                run={attacks}
                lang={i18n.language}
                title={t('host.saas.forgeFrame')}
                label={t('host.saas.forgeFrameText')}
                text={t('host.saas.forgeText')}
              />
              <div>
                <Button variant="secondary" onClick={() => setAttacks((n) => n + 1)}>
                  {t('host.saas.forge')}
                </Button>
              </div>
            </Panel>
          </Main>
          <aside>
            <HostConsole host={host} projectId={tenant.project} />
          </aside>
        </Layout>
      </Site>
    </>
  );
}

/**
 * SPEC §2 /testsaas: the same widget.js and host API under a SaaS tenant: the tenant picks the
 * project (project_id in the URL, data-project on the script) and its brand colour, and the
 * page shows the exact-origin checks turning away forged messages.
 */
export function TestSaasScreen() {
  const { t } = useTranslation();
  const projectId = useEnvironment((s) => s.projectId);
  const [, setSearch] = useSearchParams();
  const tenant = tenantFor(projectId);
  useDocumentTitle(`${t('host.saas.title')} - ${t('app.name')}`);
  const onTenant = useCallback(
    (project: string) =>
      setSearch(
        (search) => {
          search.set('project_id', project);
          return search;
        },
        { replace: true },
      ),
    [setSearch],
  );
  // The tenant's colour on everything the host draws (its bar, the launcher, the panel).
  const branded = useCallback(
    (outer: DefaultTheme = theme) =>
      ({
        ...outer,
        colors: { ...outer.colors, brand: tenant.brand, brandHover: tenant.brandHover },
      }) as DefaultTheme,
    [tenant],
  );
  return (
    <ThemeProvider theme={branded}>
      {/* A new tenant is a new embed: widget.js again for its project, and a fresh log. */}
      <TenantPage key={tenant.project} tenant={tenant} onTenant={onTenant} />
    </ThemeProvider>
  );
}
