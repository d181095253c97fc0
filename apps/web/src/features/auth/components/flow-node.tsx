import type { UiNode, UiNodeImageAttributes, UiNodeTextAttributes, UiText } from '@ory/client-fetch';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { translateUiText } from '../messages';
import { isCodeField, termsFieldName, type FormValues } from '../nodes';
import type { InputNode } from '../types';
import { useFieldMessages } from './use-field-messages';
import { useNodeLabel } from './node-label';
import { ScriptNode } from './script-node';
import { TermsLabel } from './terms-label';
import styles from './flow-form.module.css';

export interface FlowNodeProps {
  node: UiNode;
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  /** Whether this action node may be used now (product §2: disabled while the form is invalid). */
  actionEnabled: boolean;
  onAction: (node: UiNode) => void;
  /** The whole form is busy (a submission is on its way). */
  busy: boolean;
  autoFocus?: boolean;
  /** An error shown outside the form that concerns the fields. */
  errorId?: string;
}

type WebAuthnTrigger = (options?: unknown) => void;

/** Runs a button's browser trigger (oryWebAuthnLogin and friends from the webauthn script), if loaded. */
function runTrigger(node: InputNode): void {
  const name = node.attributes.onclickTrigger;
  if (!name) return;
  const trigger = (window as unknown as Record<string, unknown>)[name];
  if (typeof trigger !== 'function') return;
  // Kratos puts the ceremony's options in the trigger's value (as Ory's elements read
  // them); `onclick` is the legacy inline call, JSON only in some captured flows.
  const raw =
    typeof node.attributes.value === 'string' && node.attributes.value
      ? node.attributes.value
      : node.attributes.onclick;
  let options: unknown;
  try {
    options = raw ? JSON.parse(raw) : undefined;
  } catch {
    options = undefined;
  }
  (trigger as WebAuthnTrigger)(options);
}

function InputFlowNode({
  node,
  values,
  onChange,
  actionEnabled,
  onAction,
  busy,
  autoFocus,
  errorId,
}: FlowNodeProps & { node: InputNode }) {
  const label = useNodeLabel(node);
  const messages = useFieldMessages(node.messages);
  const { name, type, required, disabled, autocomplete, maxlength, pattern } = node.attributes;

  if (type === 'hidden') {
    return <input type="hidden" name={name} value={String(values[name] ?? node.attributes.value ?? '')} />;
  }
  if (type === 'submit' || type === 'button') {
    return (
      <div className={styles.action}>
        <Button
          type={type === 'submit' ? 'submit' : 'button'}
          kind={name === 'method' || type === 'button' ? 'primary' : 'transparent'}
          name={name}
          value={String(node.attributes.value ?? '')}
          disabled={!actionEnabled || busy}
          onClick={(event) => {
            event.preventDefault();
            // A button node runs its browser trigger (the webauthn script then submits the form itself).
            if (type === 'button') runTrigger(node);
            else onAction(node);
          }}
        >
          {label ?? String(node.attributes.value ?? name)}
        </Button>
        {messages.map((message) => (
          <p key={message.key} className={styles[message.type]}>
            {message.text}
          </p>
        ))}
      </div>
    );
  }
  if (type === 'checkbox') {
    return (
      <Checkbox
        name={name}
        label={name === termsFieldName ? <TermsLabel /> : (label ?? name)}
        checked={values[name] === true}
        required={required || name === termsFieldName}
        disabled={disabled || busy}
        messages={messages}
        onChange={(event) => onChange(name, event.target.checked)}
      />
    );
  }
  const code = isCodeField(name);
  return (
    <TextField
      name={name}
      type={code ? 'text' : type}
      label={label ?? name}
      value={String(values[name] ?? '')}
      required={required}
      disabled={disabled || busy}
      // Kratos's password-only sign-in leaves the identifier without a hint; password
      // managers fill it as the account's user name.
      autoComplete={code ? 'one-time-code' : (autocomplete ?? (name === 'identifier' ? 'username' : undefined))}
      inputMode={code ? 'numeric' : undefined}
      pattern={code ? '[0-9]{6}' : pattern}
      maxLength={code ? 6 : maxlength}
      autoFocus={autoFocus}
      messages={messages}
      aria-describedby={errorId}
      onChange={(event) =>
        onChange(name, code ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value)
      }
    />
  );
}

function ImageFlowNode({ node, attributes }: { node: UiNode; attributes: UiNodeImageAttributes }) {
  const label = useNodeLabel(node);
  return (
    <figure className={styles.figure}>
      <img
        src={attributes.src}
        alt={label ?? ''}
        width={attributes.width}
        height={attributes.height}
        id={attributes.id}
      />
      {label ? <figcaption className={styles.caption}>{label}</figcaption> : null}
    </figure>
  );
}

function isUiText(value: unknown): value is UiText {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number';
}

/** The codes of a lookup-codes text: 1050015 carries each as a nested text (a code, or "used at"). */
function secretsOf(text: UiText): UiText[] | undefined {
  const secrets = (text.context as { secrets?: unknown } | undefined)?.secrets;
  return Array.isArray(secrets) ? secrets.filter(isUiText) : undefined;
}

function TextFlowNode({ node, attributes }: { node: UiNode; attributes: UiNodeTextAttributes }) {
  const { t, i18n } = useTranslation();
  const label = useNodeLabel(node);
  const secrets = secretsOf(attributes.text);
  const labelId = `${attributes.id}-label`;
  return (
    <div className={styles.text} id={attributes.id}>
      {label ? (
        <p className={styles.textLabel} id={labelId}>
          {label}
        </p>
      ) : null}
      {secrets ? (
        <ul className={styles.codes} aria-labelledby={label ? labelId : undefined}>
          {secrets.map((secret, index) => (
            <li key={`${secret.text}-${index}`}>
              <code>{translateUiText(t, secret, i18n.language)}</code>
            </li>
          ))}
        </ul>
      ) : (
        <code className={styles.secret} aria-labelledby={label ? labelId : undefined}>
          {translateUiText(t, attributes.text, i18n.language)}
        </code>
      )}
    </div>
  );
}

/** One server node (product §2: inputs, images, text and script nodes, each with an optional label). */
export function FlowNode(props: FlowNodeProps) {
  const { node } = props;
  const attributes = node.attributes;
  switch (attributes.node_type) {
    case 'input':
      return <InputFlowNode {...props} node={node as InputNode} />;
    case 'img':
      return <ImageFlowNode node={node} attributes={attributes} />;
    case 'text':
      return <TextFlowNode node={node} attributes={attributes} />;
    case 'script':
      return <ScriptNode attributes={attributes} />;
    default:
      return null;
  }
}
