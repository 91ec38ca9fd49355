import { TOAST_MS } from '@trilha/shared/constants';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

type Toast = { id: number; text: string; tone: 'info' | 'success' | 'error' };
type ShowToast = (text: string, options?: { tone?: Toast['tone']; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Bottom toasts (5 s by default, spec document 1, section 9), announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>((text, options = {}) => {
    const id = nextId.current++;
    setToasts((list) => [...list.filter((toast) => toast.text !== text), { id, text, tone: options.tone ?? 'info' }]);
    setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), options.durationMs ?? TOAST_MS);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        data-toast-region=""
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 pb-[env(safe-area-inset-bottom)]"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role="status"
            className={`pointer-events-auto max-w-md rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${
              toast.tone === 'error' ? 'bg-danger' : toast.tone === 'success' ? 'bg-success' : 'bg-ink'
            }`}
          >
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
