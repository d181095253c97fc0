import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { continueWithDestination, destinationOf, type Destination } from './continue-with';
import { flowApis, type FlowCreateParams } from './flow-api';
import { failureTextKey, handleFlowError, redirectBrowser, safeReturnTo, type FlowErrorAction } from './flow-error';
import { freshFlowNodes, type PublicFlowKind } from './fresh-flows';
import type { FlowBody, FlowByKind, FlowKind, UiNode } from './types';

/** The identity service checks `return_to` against its allowed origins: it gets an absolute address on this origin, or none. */
function absoluteReturnTo(returnTo: string | null): string | undefined {
  if (!returnTo) return undefined;
  const destination = destinationOf(returnTo);
  return destination.kind === 'app' ? new URL(destination.to, window.location.origin).toString() : undefined;
}

export interface UseFlowOptions {
  /**
   * The flow is finished (login or registration succeeded, or a session already exists):
   * the route refreshes the session and goes to `to`, an app path.
   */
  onComplete?: (to: string) => void;
  /** Settings only: a submission succeeded and the flow holds the new state. */
  onUpdated?: () => void;
  /** Keeps the flow id out of the address (a dialog or a second form on one page). */
  inMemory?: boolean;
}

export interface FlowState<K extends FlowKind> {
  flow: FlowByKind[K] | undefined;
  /**
   * Until a fresh flow arrives, its form as the identity service will send it (no id, not
   * to be sent): the prerendered page's form, kept in place. Not when the address names a
   * flow or a second factor, whose forms differ.
   */
  placeholder: FlowByKind[K] | undefined;
  /** Increases with every flow the server sends, so forms start again from its values. */
  version: number;
  loading: boolean;
  submitting: boolean;
  /** A failure that is not about a field: its translated text. */
  error: string | undefined;
  submit: (body: FlowBody) => Promise<void>;
  /** Starts a fresh flow. */
  restart: () => void;
}

/**
 * One self-service flow on a page (product §4): created when `?flow` is missing (the new id
 * goes into the address with replace), else fetched by id; submitted; every failure
 * goes through handleFlowError.
 */
export function useFlow<K extends FlowKind>(kind: K, options: UseFlowOptions = {}): FlowState<K> {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [memoryId, setMemoryId] = useState<string | null>(null);
  const flowId = options.inMemory ? memoryId : searchParams.get('flow');
  const returnTo = searchParams.get('return_to');
  // Login can ask for the second factor (?aal=aal2) or a fresh sign-in (?refresh=true).
  const aal = searchParams.get('aal');
  const createParams: FlowCreateParams = {
    returnTo: absoluteReturnTo(returnTo),
    aal: aal === 'aal1' || aal === 'aal2' ? aal : undefined,
    refresh: searchParams.get('refresh') === 'true' || undefined,
  };
  const [flow, setFlowState] = useState<FlowByKind[K]>();
  /** The id the shown flow was fetched or created for (the server may answer with another). */
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [restarts, setRestarts] = useState(0);
  const optionsRef = useRef(options);
  const flowIdRef = useRef(flowId);
  useEffect(() => {
    optionsRef.current = options;
    flowIdRef.current = flowId;
  });
  const api = flowApis[kind];

  const setFlow = useCallback((next: FlowByKind[K], requestedId?: string | null) => {
    setFlowState(next);
    setShownFor(requestedId ?? next.id);
    setError(undefined);
    setVersion((value) => value + 1);
  }, []);

  const setFlowId = useCallback(
    (id: string | null) => {
      if (optionsRef.current.inMemory) {
        setMemoryId(id);
        return;
      }
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('flow', id);
          else next.delete('flow');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const go = useCallback((destination: Destination) => {
    if (destination.kind === 'external') redirectBrowser(destination.to);
    else optionsRef.current.onComplete?.(destination.to);
  }, []);

  /** Drops the flow and creates a new one: clearing the id starts it, or a bump when there is no id. */
  const startOver = useCallback(() => {
    setFlowState(undefined);
    setShownFor(null);
    setError(undefined);
    if (flowIdRef.current) setFlowId(null);
    else setRestarts((value) => value + 1);
  }, [setFlowId]);

  const apply = useCallback(
    (action: FlowErrorAction<FlowByKind[K]>, hadFlowId: boolean) => {
      switch (action.kind) {
        case 'render':
          setFlow(action.flow);
          return;
        case 'use-flow':
          if (action.errorId === 'self_service_flow_expired') toast.info(t('identity.errors.flowExpired'));
          setFlowId(action.flowId);
          return;
        case 'restart':
          if (action.errorId === 'self_service_flow_expired') toast.info(t('identity.errors.flowExpired'));
          if (action.errorId === 'security_csrf_violation') toast.error(t('identity.errors.csrf'));
          if (!hadFlowId) {
            setError(t('identity.errors.generic'));
            return;
          }
          startOver();
          return;
        case 'redirect': {
          if (action.errorId === 'session_refresh_required') toast.info(t('identity.errors.sessionRefreshRequired'));
          // A page of this app (e.g. the second-factor step of login) opens in the app; anything else is left for.
          const destination = destinationOf(action.to);
          if (destination.kind === 'app' && !destination.to.startsWith('/api/') && optionsRef.current.onComplete) {
            optionsRef.current.onComplete(destination.to);
          } else {
            redirectBrowser(action.to);
          }
          return;
        }
        case 'signed-in':
          toast.info(t('identity.errors.sessionAlreadyAvailable'));
          optionsRef.current.onComplete?.(action.to);
          return;
        case 'fail':
          setError(t(failureTextKey(action)));
      }
    },
    [setFlow, setFlowId, startOver, t],
  );

  const showsRequested = flow !== undefined && (flow.id === flowId || shownFor === flowId);

  useEffect(() => {
    if (showsRequested) return;
    let cancelled = false;
    const load = flowId ? api.get(flowId) : api.create(createParams);
    load
      .then((next) => {
        if (cancelled) return;
        setFlow(next, flowId ?? next.id);
        if (!flowId) setFlowId(next.id);
      })
      .catch(async (reason: unknown) => {
        const action = await handleFlowError<FlowByKind[K]>(reason, { returnTo });
        if (!cancelled) apply(action, Boolean(flowId));
      });
    return () => {
      cancelled = true;
    };
    // The flow itself is left out: a fetched or submitted flow must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, flowId, restarts]);

  const submit = useCallback(
    async (body: FlowBody) => {
      if (!flow) return;
      setSubmitting(true);
      setError(undefined);
      try {
        const result = await api.update(flow.id, body);
        // After recovery the new password is set on the password page of the auth group.
        const next = continueWithDestination(
          result.continueWith,
          kind === 'recovery' ? { show_settings_ui: '/auth/password' } : {},
        );
        if (result.kind === 'flow') {
          setFlow(result.flow);
          if (next) go(next);
          else optionsRef.current.onUpdated?.();
        } else {
          go(next ?? { kind: 'app', to: safeReturnTo(returnTo) });
        }
      } catch (reason) {
        apply(await handleFlowError<FlowByKind[K]>(reason, { returnTo }), true);
      } finally {
        setSubmitting(false);
      }
    },
    [api, apply, flow, go, kind, returnTo, setFlow],
  );

  const loading = !error && (!flow || (flowId !== null && !showsRequested));
  const fresh = kind !== 'settings' && !flow && !error && !flowId && !createParams.aal && !createParams.refresh;
  const placeholder = fresh ? freshFlow<K>(kind) : undefined;
  return { flow, placeholder, version, loading, submitting, error, submit, restart: startOver };
}

/** A stand-in flow with the fresh nodes of `kind`: no id, nowhere to send it. */
function freshFlow<K extends FlowKind>(kind: PublicFlowKind): FlowByKind[K] {
  const nodes = [...freshFlowNodes[kind]] as unknown as UiNode[];
  return { id: '', ui: { action: '', method: 'POST', nodes, messages: [] } } as unknown as FlowByKind[K];
}

export const useLoginFlow = (options?: UseFlowOptions) => useFlow('login', options);
export const useRegistrationFlow = (options?: UseFlowOptions) => useFlow('registration', options);
export const useRecoveryFlow = (options?: UseFlowOptions) => useFlow('recovery', options);
export const useVerificationFlow = (options?: UseFlowOptions) => useFlow('verification', options);
export const useSettingsFlow = (options?: UseFlowOptions) => useFlow('settings', options);
