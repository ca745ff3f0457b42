package org.puzzlearena.server.admin;

import java.util.List;

/**
 * What listing accounts (a {@link Listing}), reading one or setting its roles (a {@link
 * UserOutcome}) comes to. {@link AdminService} decides; {@link AdminResource#refusal} picks each
 * refusal's status and problem document.
 */
public sealed interface AdminOutcome {

    /** What listing accounts comes to. */
    sealed interface Listing extends AdminOutcome {}

    /** A page of accounts. */
    record Users(AdminService.UserPage page) implements Listing {}

    /** What reading an account or setting its roles comes to. */
    sealed interface UserOutcome extends AdminOutcome {}

    /** The account with its roles (after the change, for a change). */
    record User(UserView view) implements UserOutcome {}

    /** Why nothing was read or changed. */
    sealed interface Refused extends Listing, UserOutcome {}

    /** The {@code role} filter is not one of {@code roles}. */
    record UnknownRoleFilter(List<String> roles) implements Refused {}

    /** No account is named {@code username}. */
    record NoSuchUser(String username) implements Refused {}

    /** The roles list is missing. */
    record RolesMissing() implements Refused {}

    /** {@code roles[index]} is not a role. */
    record BadRole(int index) implements Refused {}

    /** An admin would withdraw their own admin role. */
    record OwnAdminRole() implements Refused {}

    /** The caller's admin role was withdrawn meanwhile (checked again under the lock). */
    record NoLongerAdmin() implements Refused {}
}
