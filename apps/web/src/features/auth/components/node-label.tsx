import type { UiNode } from '@ory/client-fetch';
import { useTranslation } from 'react-i18next';
import { translateUiText } from '../messages';

/** Kratos's label made from the identity schema's title of a trait (context: name, title). */
const traitLabelId = 1070002;

/**
 * The node's label (meta.label, or an input's own label) in the reader's language. A trait's
 * label is the schema's title in English ("E-Mail"); the app names its traits itself
 * (`identity.form.traits.*`), so every language and every form spells them one way.
 */
export function useNodeLabel(node: UiNode): string | undefined {
  const { t, i18n } = useTranslation();
  const attributes = node.attributes;
  const label = (attributes.node_type === 'input' ? attributes.label : undefined) ?? node.meta.label;
  if (!label) return undefined;
  const translated = translateUiText(t, label, i18n.language);
  const context = label.context as { name?: unknown } | undefined;
  const name = typeof context?.name === 'string' ? context.name : '';
  const trait = label.id === traitLabelId ? /^traits\.(\w+)$/.exec(name) : null;
  return trait ? t(`identity.form.traits.${trait[1]}`, { defaultValue: translated }) : translated;
}
