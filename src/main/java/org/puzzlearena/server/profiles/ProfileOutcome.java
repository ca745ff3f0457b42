package org.puzzlearena.server.profiles;

/**
 * What asking for a public profile comes to. {@link ProfileService} decides; {@link
 * ProfilesResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface ProfileOutcome {

    /** The profile. */
    record Found(ProfileService.Profile profile) implements ProfileOutcome {}

    /** Why there is no profile. */
    sealed interface Refused extends ProfileOutcome {}

    /** No account is named {@code username} (as asked, possibly null). */
    record NoSuchPerson(String username) implements Refused {}

    /** Bot {@code bot} of {@code username} has submitted nothing. */
    record NoSuchBot(String username, String bot) implements Refused {}
}
