import {
  isHandled,
  type Availability,
  type Project,
  type ServiceHours,
  type Ticket,
} from '../core';
import { iso } from './views';

/** #17 item 3 in the contract's words: hours, availability, the pre-chat form, left messages. */

export const serviceHours = (h: ServiceHours) => ({
  time_zone: h.timeZone,
  days: h.days.map((d) => ({ day: d.day, from: d.from, to: d.to })),
  holidays: [...h.holidays],
});

/** A project's hours and pre-chat form, as its company info carries them (when it has them). */
export const projectForms = (p: Project | undefined) => ({
  ...(p?.serviceHours ? { service_hours: serviceHours(p.serviceHours) } : {}),
  ...(p?.preChat
    ? {
        pre_chat: { fields: p.preChat.fields.map((f) => ({ name: f.name, required: f.required })) },
      }
    : {}),
});

/** SPEC's onlineEngineer answer, with whether a transfer now would be served. */
export const availability = (a: Availability) => ({
  online: a.online,
  open: a.open,
  ...(a.reason ? { reason: a.reason } : {}),
  ...(a.opensAt !== undefined ? { opens_at: iso(a.opensAt) } : {}),
  ...(a.hours ? { hours: serviceHours(a.hours) } : {}),
});

/** A left message as the console lists it. */
export const leftMessage = (t: Ticket) => ({
  ticket_no: t.ticketNo,
  ...(t.queueCode ? { queue_code: t.queueCode } : {}),
  name: t.contact?.name ?? '',
  ...(t.contact?.phone ? { phone: t.contact.phone } : {}),
  ...(t.contact?.email ? { email: t.contact.email } : {}),
  message: t.description ?? '',
  attachments: t.attachments,
  state: isHandled(t) ? ('handled' as const) : ('open' as const),
  created_at: iso(t.createdAt),
  ...(t.handledBy ? { handled_by: t.handledBy } : {}),
  ...(t.handledAt !== undefined ? { handled_at: iso(t.handledAt) } : {}),
});
