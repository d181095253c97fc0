import { Fragment, useId, useMemo, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiNode } from '@ory/client-fetch';
import {
  buildBody,
  initialValues,
  isActionEnabled,
  isActionNode,
  isCodeField,
  isInputNode,
  isValueNode,
  nodeKey,
  nodesOfGroups,
  withInterfaceLanguage,
  type FormValues,
} from '../nodes';
import type { FlowBody, SelfServiceFlow } from '../types';
import { FlowMessages } from './flow-messages';
import { FlowNode } from './flow-node';
import styles from './flow-form.module.css';

export interface FlowFormProps {
  flow: SelfServiceFlow;
  /** Only these groups (and the default group) are shown; all when left out. */
  groups?: readonly string[];
  onSubmit: (body: FlowBody) => void | Promise<void>;
  submitting?: boolean;
  /** The flow's own messages above the form (default: shown). */
  showMessages?: boolean;
  /** Focus the first code field (or else the first text field) when the form appears. */
  autoFocus?: boolean;
  /** Names the form for assistive technology. */
  label?: string;
  /** The id of an error shown outside the form (the dialog's server message); the fields are described by it. */
  errorId?: string;
  /** Shown right under the field of that name and describing it (the password rules under the password). */
  fieldHints?: Readonly<Record<string, ReactNode>>;
}

/**
 * A form rendered from `flow.ui.nodes` (ory/elements' approach): nodes in server order,
 * grouped by `group`; field messages beside the field, flow messages above. Submitting
 * sends the JSON body with `method` from the clicked button. The form also keeps the
 * server's action and method so the webauthn script can submit it natively. The language
 * trait is never asked for: it carries the interface language.
 *
 * Give it `key={version}` from the flow hook so a new flow from the server starts over.
 */
export function FlowForm({
  flow,
  groups,
  onSubmit,
  submitting = false,
  showMessages = true,
  autoFocus = false,
  label,
  errorId,
  fieldHints,
}: FlowFormProps) {
  const { i18n } = useTranslation();
  const hintBaseId = useId();
  const nodes = useMemo(
    () => withInterfaceLanguage(groups ? nodesOfGroups(flow.ui.nodes, groups) : flow.ui.nodes, i18n.language),
    [flow.ui.nodes, groups, i18n.language],
  );
  const [values, setValues] = useState<FormValues>(() => initialValues(nodes));
  const focusName = useMemo(() => {
    if (!autoFocus) return undefined;
    const fields = nodes
      .filter(isValueNode)
      .filter((node) => node.attributes.type !== 'hidden' && node.attributes.type !== 'checkbox');
    const first = fields.find((node) => isCodeField(node.attributes.name)) ?? fields[0];
    return first?.attributes.name;
  }, [autoFocus, nodes]);

  const submitWith = (clicked: UiNode | undefined) => {
    if (submitting) return;
    if (clicked && !isActionEnabled(clicked, nodes, values)) return;
    void onSubmit(buildBody(nodes, values, clicked));
  };

  /** The method button Enter means: a usable one of the field's own group first, else the first usable one. */
  const defaultAction = (fieldName?: string) => {
    const group = nodes.find((node) => isInputNode(node) && node.attributes.name === fieldName)?.group;
    const usable = nodes.filter(
      (node) =>
        isActionNode(node) &&
        node.attributes.type === 'submit' &&
        node.attributes.name === 'method' &&
        isActionEnabled(node, nodes, values),
    );
    return usable.find((node) => node.group === group) ?? usable[0];
  };

  // Enter in a field submits with that field's method, never with a provider, resend or remove button.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    if (['submit', 'button', 'checkbox', 'radio'].includes(target.type)) return;
    event.preventDefault();
    const action = defaultAction(target.name);
    if (action) submitWith(action);
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const action = defaultAction();
    if (action) submitWith(action);
  };

  return (
    <form
      className={styles.form}
      action={flow.ui.action}
      method={flow.ui.method}
      onSubmit={onFormSubmit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={label}
      aria-busy={submitting || undefined}
    >
      {showMessages ? <FlowMessages messages={flow.ui.messages} /> : null}
      {nodes.map((node, index) => {
        const hint = isValueNode(node) ? fieldHints?.[node.attributes.name] : undefined;
        const hintId = hint ? `${hintBaseId}-${index}` : undefined;
        return (
          <Fragment key={nodeKey(node, index)}>
            <FlowNode
              node={node}
              values={values}
              onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
              actionEnabled={isActionEnabled(node, nodes, values)}
              onAction={submitWith}
              busy={submitting}
              autoFocus={isInputNode(node) && node.attributes.name === focusName}
              errorId={[errorId, hintId].filter(Boolean).join(' ') || undefined}
            />
            {hint ? <div id={hintId}>{hint}</div> : null}
          </Fragment>
        );
      })}
    </form>
  );
}
