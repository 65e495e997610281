import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  PREVIEW_DEBOUNCE_MS,
  PREVIEW_REFRESH_MESSAGE,
  PREVIEW_TTL_SECONDS,
} from '@member-app/contract/rules/preview';
import {
  contentPreviewInputSchema,
  PREVIEW_ITEM_TYPES,
  type PreviewType,
} from '@member-app/contract/schemas/preview';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { previewContent, updatePreview } from '../api/preview-content';
import { previewNote } from '../rules';

/** The content editor's types that the member app can show as a draft (and the games editor). */
export const PREVIEW_TYPES: readonly string[] = PREVIEW_ITEM_TYPES;

/** A phone of the size the member app is made for (390 × 844), drawn smaller beside the form. */
const PHONE = { width: 390, height: 844, scale: 0.7 };

/** The draft as it is now, and a way to hear of each change (the editor feeds it). */
export interface DraftFeed {
  current: unknown;
  push: (body: unknown) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDraftFeed(): DraftFeed {
  const listeners = new Set<() => void>();
  const feed: DraftFeed = {
    current: {},
    push: (body) => {
      feed.current = body;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return feed;
}

type Status = 'incomplete' | 'shown' | 'problem';

/**
 * The member app itself, on the merchant's own domain, showing the unsaved item (or game lanes) on
 * the page where players see it, as the operator types: after each pause the draft goes to the server, which keeps it under a short-lived token
 * of this merchant and operator; the frame's address carries the token, and the frame is told to
 * read the draft again. Players never get a draft.
 */
export function PhonePreview({
  code,
  type,
  id,
  feed,
}: {
  code: string;
  type: PreviewType;
  id: number | null;
  feed: DraftFeed;
}) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('incomplete');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<ReturnType<typeof previewNote>>(null);
  // A new frame (the app started again): popups closed in it open again.
  const [opened, setOpened] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let token: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sending = false;
    let again = false;
    let gone = false;

    // One request at a time; a change made meanwhile is sent when it ends.
    const send = async () => {
      if (sending) {
        again = true;
        return;
      }
      // The contract's own check of a draft of this type: one the server would refuse waits.
      const checked = contentPreviewInputSchema.safeParse({ type, id, item: feed.current });
      if (!checked.success) {
        setStatus('incomplete');
        return;
      }
      sending = true;
      const draft = checked.data;
      setNote(previewNote(draft.type, draft.item));
      try {
        let preview = null;
        if (token) {
          preview = await updatePreview(code, token, draft).catch((e: unknown) => {
            // Expired (10 minutes without a change): a new token, in a new frame.
            if (e instanceof ApiError && e.status === 404) return null;
            throw e;
          });
        }
        const fresh = !preview;
        preview ??= await previewContent(code, draft);
        if (gone) return;
        if (!preview.domain) {
          setProblem(t('preview.noDomain'));
          setStatus('problem');
          return;
        }
        setStatus('shown');
        setProblem(null);
        // The merchant's domain, reached the way this console is (scheme and port).
        const port = window.location.port ? `:${window.location.port}` : '';
        const url = `${window.location.protocol}//${preview.domain}${port}${preview.path}`;
        token = preview.token;
        if (fresh) setSrc(url);
        else
          frame.current?.contentWindow?.postMessage(PREVIEW_REFRESH_MESSAGE, new URL(url).origin);
      } catch (e) {
        if (gone) return;
        setProblem(errorMessage(e, t));
        setStatus('problem');
      } finally {
        sending = false;
        if (again && !gone) {
          again = false;
          void send();
        }
      }
    };

    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void send(), PREVIEW_DEBOUNCE_MS);
    };
    changed();
    const stop = feed.subscribe(changed);
    return () => {
      gone = true;
      stop();
      clearTimeout(timer);
    };
  }, [code, type, id, feed, t]);

  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="phone-preview-title"
      w={PHONE.width * PHONE.scale + 16}
      style={{ flex: 'none' }}
    >
      <Title order={2} size="h4" id="phone-preview-title">
        {t('preview.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('preview.hint', { minutes: PREVIEW_TTL_SECONDS / 60 })}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" role="status" c={status === 'problem' ? 'red.8' : undefined}>
          {status === 'problem' ? problem : t(`preview.${status}`)}
        </Text>
        {src && (
          <Button
            size="xs"
            variant="default"
            style={{ flex: 'none' }}
            onClick={() => setOpened((n) => n + 1)}
          >
            {t('preview.restart')}
          </Button>
        )}
      </Group>
      {note && (
        <Text size="sm" c="dimmed">
          {t(`preview.note.${note}`)}
        </Text>
      )}
      <Box
        w={PHONE.width * PHONE.scale + 16}
        h={PHONE.height * PHONE.scale + 16}
        p={8}
        bg="dark.8"
        // clip, not hidden: a box that hides its overflow can still be scrolled (the frame's layout
        // box is the unscaled phone), and scrolling it would shift the app out of the phone.
        style={{ borderRadius: 28, overflow: 'clip' }}
      >
        {src ? (
          <iframe
            ref={frame}
            key={`${src}#${opened}`}
            src={src}
            title={t('preview.frame')}
            width={PHONE.width}
            height={PHONE.height}
            style={{
              border: 0,
              borderRadius: 20 / PHONE.scale,
              background: '#fff',
              transform: `scale(${PHONE.scale})`,
              transformOrigin: '0 0',
            }}
          />
        ) : (
          <Text c="gray.3" size="sm" ta="center" mt="xl" px="md">
            {t('preview.empty')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
