import { PUSH_TOPIC_ALL } from '@member-app/contract/rules/push';
import { pushSendSchema } from '@member-app/contract/schemas/push';
import { z } from 'zod';
import type { PushSend } from './api/send-push';

/**
 * The push form as the operator fills it (a member or a topic, as text), checked by the contract's
 * own `pushSendSchema` once turned into the call's body, so the operator reads the rule the server
 * applies, on the field it is about.
 */
export const PUSH_TARGETS = ['member', 'topic'] as const;
export type PushTarget = (typeof PUSH_TARGETS)[number];

export interface PushForm {
  target: PushTarget;
  memberId: string;
  topic: string;
  title: string;
  body: string;
  url: string;
}

export const EMPTY_PUSH: PushForm = {
  target: 'topic',
  memberId: '',
  topic: PUSH_TOPIC_ALL,
  title: '',
  body: '',
  url: '/m/home',
};

/** The call's body: only the chosen target; an empty address leaves the contract's default. */
export function pushBody(form: PushForm): PushSend {
  const id = form.memberId.trim();
  return {
    title: form.title,
    body: form.body,
    ...(form.url.trim() ? { url: form.url } : {}),
    ...(form.target === 'topic'
      ? { topic: form.topic.trim() }
      : // Not a whole number: left for the contract to refuse on the field.
        { memberId: /^\d+$/.test(id) ? Number(id) : (id as unknown as number) }),
  };
}

export const pushFormSchema = z
  .object({
    target: z.enum(PUSH_TARGETS),
    memberId: z.string(),
    topic: z.string(),
    title: z.string(),
    body: z.string(),
    url: z.string(),
  })
  .superRefine((form, ctx) => {
    const parsed = pushSendSchema.safeParse(pushBody(form));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      // "Either a topic or a member" is about the target the operator chose.
      const field =
        issue.path[0] === 'topic' && form.target === 'member' ? 'memberId' : issue.path[0];
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(field)] });
    }
  });
