import { useTranslation } from 'react-i18next';
import {
  accessRoleSchema,
  roleLabelKeys,
  sectionPermissionSchema,
  type AccessRole,
  type SectionPermission,
} from '@pool/contract';
import { useRoleLabel } from '../roles';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import styles from './access-control.module.css';
import formLayout from '@/components/ui/form-layout.module.css';

/** The role select, each role with what it opens. */
export function RoleField({
  value,
  roles,
  onChange,
}: {
  value: AccessRole;
  roles: readonly AccessRole[];
  onChange: (role: AccessRole) => void;
}) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  return (
    <div className={styles.roleField}>
      <SelectField
        label={t('accessControl.role')}
        value={value}
        options={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
        onChange={(event) => onChange(accessRoleSchema.parse(event.target.value))}
      />
      <p className={formLayout.hint}>{t(`accessControl.roleHints.${roleLabelKeys[value]}`)}</p>
    </div>
  );
}

/** Section permissions (product §3) on top of the role: one checkbox each. */
export function SectionsField({
  value,
  onChange,
}: {
  value: readonly SectionPermission[];
  onChange: (sections: SectionPermission[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (section: SectionPermission, on: boolean) =>
    onChange(sectionPermissionSchema.options.filter((item) => (item === section ? on : value.includes(item))));
  return (
    <fieldset className={styles.sections}>
      <legend className={styles.legend}>{t('accessControl.sectionsLegend')}</legend>
      {sectionPermissionSchema.options.map((section) => (
        <Checkbox
          key={section}
          label={t(`accessControl.sections.${section}`)}
          checked={value.includes(section)}
          onChange={(event) => toggle(section, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
