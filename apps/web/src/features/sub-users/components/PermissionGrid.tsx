import { Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERMISSION_ACTIONS, permissionAreas, togglePermission } from '../permission-areas';

const AREAS = permissionAreas();

/** What a member may do in each area of the allowed companies: read, write, delete. */
export function PermissionGrid({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} data-testid="permission-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sub-users.area')}</Table.Th>
            {PERMISSION_ACTIONS.map((action) => (
              <Table.Th key={action} ta="center">
                {t(`sub-users.permission-actions.${action}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {AREAS.map((area) => (
            <Table.Tr key={area.area}>
              <Table.Td>
                <Text size="sm">{t(`sub-users.areas.${area.area}`)}</Text>
              </Table.Td>
              {PERMISSION_ACTIONS.map((action) => {
                const permission = area.actions[action];
                return (
                  <Table.Td key={action} ta="center">
                    {permission && (
                      <Checkbox
                        aria-label={`${t(`sub-users.areas.${area.area}`)}: ${t(`sub-users.permission-actions.${action}`)}`}
                        checked={value.includes(permission)}
                        onChange={(event) =>
                          onChange(togglePermission(value, area, action, event.currentTarget.checked))
                        }
                        style={{ display: 'inline-block' }}
                        data-testid={`permission-${permission}`}
                      />
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
