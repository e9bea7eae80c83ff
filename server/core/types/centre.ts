// What a centre is made of: projects, their hours, product lines, articles, products, settings.
import type { PreChatField } from '@/lib/contract';
import type { Locale, Translations } from '../locale';

export type Project = {
  id: string;
  name: string;
  companyName: string;
  companyLogo: string;
  /** SPEC §6: whether the login identifier is per project or generic. */
  perProjectLogin: boolean;
  emojiReduced: boolean;
  /** SPEC §6 service_cloud.permission: service orders, work orders, calls and VIP. @default true */
  serviceCloud?: boolean;
  translations?: Translations<{ name: string; companyName: string }>;
  /** When its engineers answer (#17 item 3). @default always (whenever one is online) */
  serviceHours?: ServiceHours;
  /** The form a visitor fills in before the first transfer to a person (#17 item 3). */
  preChat?: { fields: { name: PreChatField; required: boolean }[] };
};

/** A week of opening times in the project's time zone, and its closed days (#17 item 3). */
export type ServiceHours = {
  /** An IANA time zone, e.g. Asia/Shanghai. */
  timeZone: string;
  /** `day` 0 (Sunday) … 6; `from` inclusive, `to` exclusive, both 'HH:mm' local time. */
  days: { day: number; from: string; to: string }[];
  /** Local calendar days (yyyy-MM-dd) closed all day. */
  holidays: string[];
};

export type ProductLine = {
  id: string;
  name: string;
  queueCode: string;
  icon: string;
  description: string;
  translations?: Translations<{ name: string; description: string }>;
};

export type Article = {
  id: string;
  projectId: string;
  title: string;
  category: string;
  keywords: string[];
  paragraphs: string[];
  updatedAt: string;
  /** The language it is written in. @default 'zh' */
  locale?: Locale;
};

export type FastEntry = {
  id: string;
  title: string;
  kind: 'question' | 'link' | 'transfer' | 'work_order';
  value?: string;
  translations?: Translations<{ title: string; value: string }>;
};

export type Product = {
  markId: string;
  name: string;
  image: string;
  serialNumber: string;
  url: string;
};

/** A notice operators set for the whole centre (SPEC §8's maintenance window). */
export type Maintenance = { id: 'maintenance'; enabled: boolean; message?: string };

/** The centre's settings, one row each, by id. */
export type Setting = Maintenance;
