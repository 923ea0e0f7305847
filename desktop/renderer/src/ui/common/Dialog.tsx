import { useLayoutEffect, useRef, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { raiseTopLayers } from './top-layer';
import './dialog.css';

/**
 * - `modal`: a question or notice that must be answered first (showModal): the platform traps
 *   focus, makes the page behind inert and announces it; Escape is the dialog's own.
 * - `window`: a game window over the world (show): focus moves into it and Tab stays in it, but
 *   the page behind stays live, so the world keeps its movement keys and the toasts keep being
 *   announced; Escape belongs to whoever manages the windows.
 * - `popup`: a small card that leaves focus where it is (the market overview, a bench's card).
 */
export type DialogKind = 'modal' | 'window' | 'popup';

interface Props extends Omit<HTMLAttributes<HTMLDialogElement>, 'onCancel' | 'onClose' | 'open'> {
  kind: DialogKind;
  /**
   * A modal's Escape (and any other close request the platform makes). Without it the modal
   * cannot be dismissed: it must be answered with one of its buttons.
   */
  onCancel?(): void;
  /** A click on a modal's backdrop, outside the dialog. */
  onBackdropClick?(): void;
  /** Focused on opening; by default a modal's first control, a window itself, nothing for a popup. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const TABBABLE = 'a[href], area[href], button, input, select, textarea, summary, iframe, [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** The controls Tab visits inside a dialog, in order; not those of a dialog nested in it. */
function tabbables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.closest('dialog') === dialog && element.getClientRects().length > 0,
  );
}

/**
 * Where focus goes once a dialog closes. Back to the control that opened it when the player was
 * using the keyboard there, or when that control is in another dialog still open (a window under
 * a confirmation); otherwise to the page, where the world's keys (Space gathers) work again: a
 * HUD button left focused by a click would take Space for itself.
 */
function settleFocus(dialog: HTMLDialogElement, opener: HTMLElement | null, openerByKeyboard: boolean): void {
  const active = document.activeElement;
  // Focus has already gone on somewhere on purpose (another dialog opened): leave it there.
  if (active && active !== document.body && active !== opener && !dialog.contains(active)) return;
  if (opener && opener !== document.body && opener.isConnected && (openerByKeyboard || opener.closest('dialog[open]') !== null)) {
    opener.focus({ preventScroll: true });
  } else if (active instanceof HTMLElement && active !== document.body) {
    active.blur();
  }
}

/**
 * The one dialog of the interface, on the platform's `<dialog>`: every modal, window and popup
 * is one, so each is announced as a dialog (with its title as its name) and keeps focus where a
 * keyboard player expects it.
 */
export function Dialog({ kind, onCancel, onBackdropClick, initialFocus, onKeyDown, onClick, children, ...rest }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest handlers, for the platform's events (attached once).
  const cancel = useRef(onCancel);
  useLayoutEffect(() => {
    cancel.current = onCancel;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const openerByKeyboard = opener?.matches(':focus-visible') ?? false;
    let closing = false;
    if (kind === 'modal' && !dialog.open) {
      dialog.showModal();
      // The toasts and the loading veil stay above every dialog, as they were before it opened.
      raiseTopLayers();
    } else if (kind === 'window' && !dialog.open) {
      dialog.show();
    }
    const first = initialFocus?.current ?? (kind === 'window' ? dialog : null);
    first?.focus({ preventScroll: true });

    // A close request that did not come as an Escape key press (those are handled below).
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel.current?.();
    };
    // Closed by the platform all the same (a repeated close request without a user gesture
    // between is not cancellable): the interface follows, or a dialog that must be answered returns.
    const onCloseEvent = () => {
      if (closing) return;
      if (cancel.current) cancel.current();
      else if (kind === 'modal' && dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('close', onCloseEvent);
    return () => {
      closing = true;
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('close', onCloseEvent);
      if (kind !== 'popup' && dialog.open) dialog.close();
      if (kind !== 'popup' || dialog.contains(document.activeElement)) settleFocus(dialog, opener, openerByKeyboard);
    };
  }, [kind, initialFocus]);

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const dialog = ref.current;
    // Keys pressed in a dialog nested in this one are that dialog's.
    if (!dialog || (event.target as Element).closest('dialog') !== dialog) return;
    if (kind === 'modal' && event.key === 'Escape') {
      // Answered here, so neither the platform nor the window under it closes too.
      event.preventDefault();
      event.stopPropagation();
      onCancel?.();
    } else if (kind === 'window' && event.key === 'Tab') {
      // Tab goes round the window's controls rather than out to the HUD behind it.
      const controls = tabbables(dialog);
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const click = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    const dialog = ref.current;
    if (!onBackdropClick || kind !== 'modal' || event.target !== dialog) return;
    // A click on the dialog element itself is either on its padding or on its backdrop.
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onBackdropClick();
  };

  return (
    <dialog ref={ref} tabIndex={kind === 'window' ? -1 : undefined} {...rest} open={kind === 'popup' ? true : undefined} data-dialog={kind} onKeyDown={keyDown} onClick={click}>
      {children}
    </dialog>
  );
}
