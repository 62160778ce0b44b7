// The user edit screen: the generated fields, then the roles (written at once).
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import { AspNetUsersInputs } from '../../generated/resources/AspNetUsers/Inputs.generated.js';
import { EntityEdit } from '../../resource-kit/EntityScreens.js';
import { UserRolesEditor } from './UserRolesEditor.js';

export default function UserEdit() {
  return (
    <EntityEdit entity={SCHEMA.AspNetUsers} after={<UserRolesEditor />}>
      <AspNetUsersInputs mode="edit" />
    </EntityEdit>
  );
}
