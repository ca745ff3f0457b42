/**
 * A contest's announcements and clarifications (/api/contests/{id}/announcements,
 * …/clarifications, …/messages): their shapes and calls (docs/CONTESTS.md).
 */
import { api } from '../api';

export interface AnnouncementView {
  id: number;
  contest: number;
  text: string;
  author: string;
  postedAt: string;
  unread: boolean;
}

/** A clarification as this reader may see it: `asker` and `answeredBy` only for staff. */
export interface ClarificationView {
  id: number;
  contest: number;
  question: string;
  asker: string | null;
  mine: boolean;
  game: string | null;
  instance: string | null;
  askedAt: string;
  answer: string | null;
  answeredBy: string | null;
  toAll: boolean;
  answeredAt: string | null;
  unread: boolean;
}

export interface AnnouncementList {
  contest: number;
  unread: number;
  announcements: AnnouncementView[];
}

export interface ClarificationList {
  contest: number;
  staff: boolean;
  unread: number;
  clarifications: ClarificationView[];
}

export interface Unread {
  contest: number;
  announcements: number;
  clarifications: number;
}

const base = (id: string | number) => `/api/contests/${encodeURIComponent(String(id))}`;

export const MessagesApi = {
  announcements: (id: string | number) => api<AnnouncementList>('GET', `${base(id)}/announcements`),
  announce: (id: string | number, text: string) =>
    api<AnnouncementView>('POST', `${base(id)}/announcements`, { body: { text } }),
  clarifications: (id: string | number) => api<ClarificationList>('GET', `${base(id)}/clarifications`),
  ask: (id: string | number, question: string) =>
    api<ClarificationView>('POST', `${base(id)}/clarifications`, { body: { question } }),
  answer: (id: string | number, clarification: number, answer: string, toAll: boolean) =>
    api<ClarificationView>('POST', `${base(id)}/clarifications/${clarification}/answer`, {
      body: { answer, toAll },
    }),
  markRead: (id: string | number) => api<Unread>('POST', `${base(id)}/messages/read`),
};
