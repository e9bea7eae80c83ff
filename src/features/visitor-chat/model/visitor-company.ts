// The company the visitor is talking to (SPEC §7 company): its name and logo for the header, and
// the pre-chat form it asks before a transfer (answered once per tab).
import { ownApi, toCompany, type Company } from '@/lib/contract';
import type { ApiClient } from '@/lib/api-client';
import { asksPreChat, rememberedPreChat, rememberPreChat } from './pre-chat';
import { visitorStore } from './visitor-store';

export class VisitorCompany {
  /** The company as last read: its pre-chat form, if the project has one. */
  private company: Company | undefined;

  constructor(private readonly deps: { api: ApiClient; projectId: string }) {}

  /** The project's pre-chat form, once the company has been read. */
  get preChatForm() {
    return this.company?.preChatForm;
  }

  /** The project asks its pre-chat form before this transfer (not yet answered in this tab). */
  asksPreChat(): boolean {
    return asksPreChat(this.preChatForm, this.preChatAnswers());
  }

  /** The answers given in this tab, if any. */
  preChatAnswers() {
    return rememberedPreChat(this.deps.projectId);
  }

  /** Keeps the visitor's pre-chat answers for the tab; every transfer sends them. */
  rememberPreChat(answers: Parameters<typeof rememberPreChat>[1]): void {
    rememberPreChat(this.deps.projectId, answers);
  }

  /** Reads the company (in the page's language now) and shows its name and logo. */
  async read(): Promise<void> {
    this.show(await this.fetch());
  }

  /** Reads the company; undefined when it could not be read (the header keeps what it had). */
  async fetch() {
    const company = await this.deps.api
      .call(ownApi.company, { query: { project_id: this.deps.projectId } })
      .then(toCompany, () => undefined);
    if (company) this.company = company;
    return company;
  }

  show(company: Company | undefined): void {
    if (company) visitorStore.setCompany({ name: company.name, logo: company.logo });
  }
}
