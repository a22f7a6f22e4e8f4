import { Bot, SendHorizontal } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type RefObject, useEffect, useRef, useState } from "react";
import { MAX_ASSISTANT_MESSAGE } from "../../../shared/assistant.ts";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { type ChatMessage, type ChatMode, GREETING, useAssistantChat } from "./use-assistant-chat.ts";

/** Product §2: the input's placeholder in each mode. */
const PLACEHOLDERS: Record<ChatMode, string> = {
  collecting: "Describe your booking requirements...",
  confirmation: "Reply with 'yes' to confirm, or describe changes...",
  location: "Reply 'yes' to add location or 'no' for different location...",
};

/** Product §2 Booking Assistant: a 600 px chat. Closing it resets the conversation (product §4). */
export function AssistantDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const chat = useAssistantChat();
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  // The newest message in view, and the cursor back in the input once a reply has come.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new message
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
    if (!chat.busy) inputRef.current?.focus();
  }, [chat.messages.length, chat.busy]);

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          chat.reset();
          setInput("");
        }
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex h-[min(600px,calc(100vh-2rem))] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-slate-200 bg-white shadow-xl animate-fade-in focus:outline-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          <AssistantHeader />
          <Conversation
            messages={chat.messages}
            busy={chat.busy}
            endRef={endRef}
            onChoose={(reply) => void chat.send(reply)}
          />
          <form
            className="flex gap-2 border-t border-slate-100 p-3"
            onSubmit={(event) => {
              event.preventDefault();
              const text = input;
              if (!text.trim() || chat.busy) return;
              setInput("");
              void chat.send(text);
            }}
          >
            <input
              ref={inputRef}
              aria-label="Message"
              value={input}
              disabled={chat.busy}
              maxLength={MAX_ASSISTANT_MESSAGE}
              placeholder={PLACEHOLDERS[chat.mode]}
              onChange={(event) => setInput(event.target.value)}
              className="h-9 flex-1 rounded-md border border-slate-300 px-3 text-sm focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none disabled:bg-slate-50"
            />
            <Button type="submit" variant="primary" disabled={chat.busy || !input.trim()} aria-label="Send">
              <SendHorizontal className="size-4" aria-hidden="true" />
            </Button>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The title with the assistant's icon, and Close. */
function AssistantHeader() {
  return (
    <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
      <RadixDialog.Title className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Bot className="size-5 text-blue-700" aria-hidden="true" />
        Booking Assistant
      </RadixDialog.Title>
      <RadixDialog.Close asChild>
        <Button size="sm" variant="ghost">
          Close
        </Button>
      </RadixDialog.Close>
    </div>
  );
}

/**
 * The messages so far (the greeting before any), and 'Processing...' while a reply is awaited. The choices
 * of the answer to the last message are buttons that send their reply; an older question's are not offered.
 */
function Conversation({
  messages,
  busy,
  endRef,
  onChoose,
}: {
  messages: ReturnType<typeof useAssistantChat>["messages"];
  busy: boolean;
  endRef: RefObject<HTMLDivElement | null>;
  onChoose: (reply: string) => void;
}) {
  // The choices of the assistant's answer to the last thing said ("Still needed: …" may follow them).
  const asked = messages
    .slice(messages.findLastIndex((message) => !message.isBot) + 1)
    .findLast((message) => message.choices?.length);
  return (
    <div role="log" aria-label="Conversation" className="flex-1 space-y-2 overflow-y-auto px-4 py-3 text-sm">
      {messages.length === 0 ? <Bubble isBot text={GREETING} /> : null}
      {messages.map((message) => (
        <Bubble key={message.id} isBot={message.isBot} text={message.text} links={message.links} />
      ))}
      {asked?.choices && !busy ? (
        <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0" aria-label="Choices">
          {asked.choices.map((choice) => (
            <Button key={choice.reply} size="sm" variant="secondary" onClick={() => onChoose(choice.reply)}>
              {choice.label}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {busy ? (
        <div className="flex items-center gap-2 text-slate-500">
          <Spinner className="size-4" label="Processing..." />
          <span>Processing...</span>
        </div>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}

function Bubble({ isBot, text, links = [] }: { isBot: boolean; text: string; links?: ChatMessage["links"] }) {
  return (
    <div className={cn("flex", isBot ? "justify-start" : "justify-end")}>
      <div
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2 whitespace-pre-line",
          isBot ? "bg-slate-100 text-slate-900" : "bg-blue-700 text-white",
        )}
      >
        <p>{text}</p>
        {links.length > 0 ? (
          <ul className="mt-1 space-y-1">
            {links.map((link) => (
              <li key={link.href + link.label}>
                {/* A full load: the table reads the linked month before its first render (lib/table-link.ts). */}
                <a
                  href={link.href}
                  className="rounded text-blue-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
