import type { UiNode } from '@ory/client-fetch';
import { useTranslation } from 'react-i18next';
import { translateUiText } from '../messages';

/** The node's label (meta.label, or an input's own label) in the reader's language. */
export function useNodeLabel(node: UiNode): string | undefined {
  const { t, i18n } = useTranslation();
  const attributes = node.attributes;
  const label = (attributes.node_type === 'input' ? attributes.label : undefined) ?? node.meta.label;
  return label ? translateUiText(t, label, i18n.language) : undefined;
}
