import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Bot, ExternalLink, Headset, SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@member-app/contract/rules/member-area';
import type { ChatMessage, CsEntry } from '@member-app/contract/schemas/member-area';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { useOpenCsEntry } from '../../lib/use-customer-service';
import { useFormat } from '../../lib/use-format';
import { sendChatMessage, useChatThread, useCustomerServiceEntries } from './api/chat';
import { csEntryBadge } from './rules';
import './chat.css';

/**
 * Messages of the newest message's day show their time, older ones their date too, so that the
 * thread reads in order.
 */
const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** Oldest first, by when they were written (ties keep the server's order). */
const inTimeOrder = (messages: readonly ChatMessage[]) =>
  [...messages].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);

function Bubble({ m, latest }: { m: ChatMessage; latest: number }) {
  const { t } = useTranslation();
  const { time, dateTime } = useFormat();
  const mine = m.author === 'member';
  const who = mine
    ? t('chat_you')
    : m.author === 'bot'
      ? t('chat_auto_reply')
      : (m.authorName ?? t('customer_service'));
  return (
    <li className={`chat-msg chat-msg--${m.author}`}>
      {!mine ? (
        <span className="chat-msg__avatar" aria-hidden="true">
          {m.author === 'bot' ? <Bot size={16} /> : <Headset size={16} />}
        </span>
      ) : null}
      <div className="chat-msg__bubble">
        <span className="chat-msg__meta">
          {who} ·{' '}
          <time dateTime={new Date(m.createdAt).toISOString()}>
            {sameDay(m.createdAt, latest) ? time(m.createdAt) : dateTime(m.createdAt)}
          </time>
        </span>
        <p className="chat-msg__body">{m.body}</p>
      </div>
    </li>
  );
}

/** The built-in support chat (full-screen dialog; SPEC §2 has no route for it) and the CS entries (§3). */
export function ChatDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [closing, setClosing] = useState(false);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const thread = useChatThread(!closing);
  const entries = useCustomerServiceEntries(true);
  const listEnd = useRef<HTMLLIElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const count = thread.data?.messages.length ?? 0;
  const ordered = inTimeOrder(thread.data?.messages ?? []);

  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      const next = await sendChatMessage(body);
      client.setQueryData(['support', 'thread'], next);
      setDraft('');
    } catch {
      // The error policy has shown the server's message.
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  // §3 entries open inside the click: their page at once, or their vendor widget on the §4 schedule.
  const openCsEntry = useOpenCsEntry();
  const openEntry = (entry: CsEntry) => {
    // A vendor widget draws over the page, which this modal dialog would keep inert: step aside.
    if (openCsEntry(entry).kind === 'widget') setClosing(true);
  };

  return (
    <Modal
      title={t('customer_service')}
      variant="fullscreen"
      className="chat-dialog"
      dismissible
      onDismiss={() => setClosing(true)}
      closing={closing}
      onClosed={onClose}
      initialFocus={input}
    >
      <p className="chat-dialog__lead">{t('chat_lead')}</p>
      {thread.isPending ? (
        <div className="chat-dialog__loading">
          <Spinner label={t('please_wait')} />
        </div>
      ) : (
        // The log region scrolls, so it takes keyboard focus (arrow keys scroll it); the list
        // inside keeps its list semantics for screen readers.
        <div
          className="chat-log"
          role="log"
          aria-live="polite"
          aria-label={t('chat_messages')}
          tabIndex={0}
        >
          <ol className="chat-log__list">
            {count === 0 ? <li className="chat-log__empty">{t('chat_empty')}</li> : null}
            {ordered.map((m) => (
              <Bubble key={m.id} m={m} latest={ordered.at(-1)?.createdAt ?? m.createdAt} />
            ))}
            <li ref={listEnd} aria-hidden="true" className="chat-log__end" />
          </ol>
        </div>
      )}
      <form
        className="chat-compose"
        onSubmit={(e) => void send(e)}
        aria-label={t('chat_send_form')}
      >
        <label htmlFor="chat-input" className="visually-hidden">
          {t('chat_message_label')}
        </label>
        <textarea
          id="chat-input"
          ref={input}
          className="chat-compose__input"
          rows={1}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('chat_placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button
          type="submit"
          className="chat-compose__send"
          aria-label={t('chat_send')}
          disabled={!draft.trim() || sending}
        >
          <SendHorizontal size={20} aria-hidden="true" />
        </button>
      </form>
      {entries.data && entries.data.entries.length > 0 ? (
        <section className="cs-entries" aria-labelledby="cs-entries-title">
          <h3 id="cs-entries-title" className="cs-entries__title">
            {t('chat_other_channels')}
          </h3>
          <ul>
            {entries.data.entries.map((entry) => (
              <li key={`${entry.csType}-${entry.title}`}>
                <button type="button" className="cs-entry" onClick={() => openEntry(entry)}>
                  <Headset size={18} aria-hidden="true" />
                  <span className="cs-entry__title">{entry.title}</span>
                  <span className="cs-entry__type">
                    {csEntryBadge(entry) === 'vip' ? t('chat_vip') : entry.csType}
                  </span>
                  <ExternalLink size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Modal>
  );
}
