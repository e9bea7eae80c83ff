import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useEnvironment } from '@/lib/env';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useWebchat } from '../hooks/use-webchat';
import { Field } from './field';
import { HostConsole } from './host-console';
import {
  Brand,
  Cards,
  Footer,
  Hero,
  Hint,
  Layout,
  Main,
  Questions,
  Site,
  SiteHeader,
  TestStrip,
} from './support-site.styles';

/** Site navigation: item -> the section it jumps to. */
const NAV = {
  home: 'home',
  drivers: 'services',
  warranty: 'services',
  repair: 'faq',
  contact: 'contact',
} as const;
const SERVICES = ['drivers', 'warranty', 'repair', 'stores'] as const;
const FAQ = ['black', 'battery', 'reinstall'] as const;

/**
 * SPEC §2 /test: a computer maker's support page that embeds the chat as any site would, with
 * widget.js (README "Embed it"), and a host console that exercises the host-page functions of
 * SPEC §7 through `webchat(...)`.
 */
export function TestScreen() {
  const { t } = useTranslation();
  const projectId = useEnvironment((s) => s.projectId);
  const desktop = useEnvironment((s) => s.desktop);
  const host = useWebchat(projectId);
  /** Asks the chat a question for the visitor (it opens). */
  const ask = (text: string) => host.call('send', text);
  const [serial, setSerial] = useState('');
  const [serialError, setSerialError] = useState<string>();
  useDocumentTitle(`${t('host.title')} - ${t('app.name')}`);

  const askSerial = (e: FormEvent) => {
    e.preventDefault();
    if (!serial.trim()) return setSerialError(t('host.site.serialRequired'));
    setSerialError(undefined);
    ask(t('host.site.askText', { serial: serial.trim() }));
  };

  return (
    <>
      {/* On a phone the open widget covers the page: the page must not take focus behind it. */}
      <Site inert={host.open && !desktop}>
        <TestStrip>
          <h1>{t('host.title')}</h1>
          <p>{t('host.site.simulated')}</p>
        </TestStrip>
        <SiteHeader>
          <Brand>
            <strong>{t('host.site.brand')}</strong>
            <span>{t('host.site.tagline')}</span>
          </Brand>
          <nav aria-label={t('host.site.nav.label')}>
            <ul>
              {Object.entries(NAV).map(([item, target]) => (
                <li key={item}>
                  <a href={`#${target}`}>{t(`host.site.nav.${item as keyof typeof NAV}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </SiteHeader>
        <Layout>
          <Main id="home">
            <Hero aria-labelledby="host-hero">
              <h2 id="host-hero">{t('host.site.heroTitle')}</h2>
              <p>{t('host.site.heroBody')}</p>
              <form onSubmit={askSerial} noValidate>
                <Field
                  label={t('host.site.serialLabel')}
                  placeholder={t('host.site.serialPlaceholder')}
                  value={serial}
                  onChange={setSerial}
                  error={serialError}
                />
                <Button type="submit">{t('host.site.ask')}</Button>
              </form>
            </Hero>
            <section id="services" aria-labelledby="host-services">
              <h2 id="host-services">{t('host.site.servicesTitle')}</h2>
              <Cards>
                {SERVICES.map((item) => (
                  <li key={item}>
                    <h3>{t(`host.site.services.${item}.title`)}</h3>
                    <p>{t(`host.site.services.${item}.body`)}</p>
                  </li>
                ))}
              </Cards>
            </section>
            <section id="faq" aria-labelledby="host-faq">
              <h2 id="host-faq">{t('host.site.faqTitle')}</h2>
              <Hint>{t('host.site.faqHint')}</Hint>
              <Questions>
                {FAQ.map((item) => (
                  <li key={item}>
                    <button type="button" onClick={() => ask(t(`host.site.faq.${item}`))}>
                      {t(`host.site.faq.${item}`)}
                    </button>
                  </li>
                ))}
              </Questions>
            </section>
          </Main>
          <aside>
            <HostConsole host={host} projectId={projectId} />
          </aside>
        </Layout>
        <Footer id="contact">
          <p>{t('host.site.hotline')}</p>
          <p>{t('host.site.footer')}</p>
        </Footer>
      </Site>
    </>
  );
}
