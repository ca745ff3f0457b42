package org.puzzlearena.server.hostedbots;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.puzzlearena.hosting.BotPackage;
import org.puzzlearena.hosting.BotRuntime;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.hostedbots.HostedBotOutcome.FieldRefused;
import org.puzzlearena.server.hostedbots.HostedBotOutcome.NoBot;
import org.puzzlearena.server.hostedbots.HostedBotOutcome.NoVersion;
import org.puzzlearena.server.hostedbots.HostedBotOutcome.NotYours;

/**
 * The hosted bots' store: an account names its bots and uploads versions of each, which are never
 * changed (a new upload is a new number) and may be retired. Anyone may read a bot's metadata; only
 * its owner uploads, and only its owner or an admin retires a version or downloads its bytes.
 */
@ApplicationScoped
public class HostedBotService {

    static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]{0,39}");
    static final int MAX_DESCRIPTION = 500;

    /** What {@code POST /api/hosted-bots} sends. */
    public record HostedBotRequest(String name, String description) {}

    /**
     * An upload: the query's runtime, file name and entry command, the body's kind (from its
     * Content-Type; null when it has none of the two) and its bytes.
     */
    public record Upload(String runtime, String fileName, String entry, BotPackage.Kind kind, byte[] content) {}

    @Inject
    HostedBotRepository bots;

    @Inject
    HostedBotVersionRepository versions;

    @Inject
    Permissions permissions;

    @Inject
    AuditLog audit;

    @Inject
    Clock clock;

    @Transactional
    public HostedBotOutcome.Creation create(Caller caller, HostedBotRequest body) {
        if (body == null) {
            return refused(null, "send {\"name\":\"my-bot\",\"description\":\"...\"}");
        }
        if (body.name() == null || !NAME.matcher(body.name()).matches()) {
            return refused("name", "a name of 1 to 40 letters, digits, '_' and '-', starting with a letter or a digit");
        }
        String description =
                body.description() == null ? "" : body.description().strip();
        if (description.length() > MAX_DESCRIPTION) {
            return refused("description", "at most " + MAX_DESCRIPTION + " characters");
        }
        if (description.indexOf('\0') >= 0) {
            return refused("description", "the description contains a NUL character");
        }
        bots.lockAccount(caller.accountId());
        if (bots.byOwnerAndName(caller.accountId(), body.name()).isPresent()) {
            return new HostedBotOutcome.NameTaken(body.name());
        }
        HostedBot b = new HostedBot();
        b.account = bots.accountReference(caller.accountId());
        b.name = body.name();
        b.description = description;
        b.createdAt = now();
        bots.persist(b);
        bots.flush();
        return new HostedBotOutcome.Created(
                new HostedBotView(b.id, b.name, caller.username(), b.description, b.createdAt, List.of()));
    }

    /** A bot's public metadata with its versions, newest first. */
    @Transactional
    public Optional<HostedBotView> find(long id) {
        return bots.withOwner(id)
                .map(b -> HostedBotView.of(b, versionViews(List.of(b)).get(b.id)));
    }

    /** The caller's own bots, by name. */
    @Transactional
    public List<HostedBotView> mine(Caller caller) {
        List<HostedBot> own = bots.ofAccount(caller.accountId());
        Map<Long, List<HostedBotVersionView>> byBot = versionViews(own);
        return own.stream().map(b -> HostedBotView.of(b, byBot.get(b.id))).toList();
    }

    private Map<Long, List<HostedBotVersionView>> versionViews(List<HostedBot> of) {
        Map<Long, List<HostedBotVersionView>> out = new LinkedHashMap<>();
        for (HostedBot b : of) {
            out.put(b.id, new ArrayList<>());
        }
        for (StoredVersion v : versions.ofBots(out.keySet())) {
            out.get(v.botId()).add(HostedBotVersionView.of(v));
        }
        return out;
    }

    /**
     * Stores a new version: the owner only (404 and 403 come before any check of the fields, so a
     * stranger learns nothing from them); the package is checked ({@link BotPackage#check}: a zip is
     * walked, capped, outside any transaction), then numbered with the bot's row locked.
     */
    public HostedBotOutcome.Upload upload(Caller caller, long botId, Upload upload) {
        Optional<StoredOwner> owner = owner(botId);
        if (owner.isEmpty()) {
            return new NoBot(botId);
        }
        if (owner.get().accountId() != caller.accountId()) {
            return new NotYours(botId, owner.get().username(), "upload versions of", false);
        }
        if (upload.kind() == null) {
            return refused(
                    "body",
                    "send the bot as the body, with 'Content-Type: application/octet-stream' (one source file) "
                            + "or 'Content-Type: application/zip' (an archive)");
        }
        if (upload.runtime() == null || upload.runtime().isBlank()) {
            return refused("runtime", "runtime is required: one of " + runtimes());
        }
        Optional<BotRuntime> runtime = BotRuntime.byId(upload.runtime());
        if (runtime.isEmpty()) {
            return refused("runtime", "runtime is one of " + runtimes() + ", not '" + upload.runtime() + "'");
        }
        String entry = upload.entry() == null || upload.entry().isEmpty() ? null : upload.entry();
        BotPackage.Problem problem =
                BotPackage.check(upload.content(), upload.kind(), upload.fileName(), runtime.get(), entry);
        if (problem != null) {
            return refused(problem.field(), problem.reason());
        }
        return store(caller, botId, runtime.get(), upload, entry);
    }

    record StoredOwner(long accountId, String username) {}

    @Transactional
    Optional<StoredOwner> owner(long botId) {
        return bots.withOwner(botId).map(b -> new StoredOwner(b.account.id, b.account.username));
    }

    @Transactional
    HostedBotOutcome.Upload store(Caller caller, long botId, BotRuntime runtime, Upload upload, String entry) {
        if (bots.locked(botId).isEmpty()) {
            return new NoBot(botId);
        }
        HostedBotVersion v = new HostedBotVersion();
        v.bot = bots.findById(botId);
        v.number = versions.nextNumber(botId);
        v.runtime = runtime.id();
        v.kind = upload.kind().id();
        v.fileName = upload.fileName();
        v.entry = entry;
        v.content = upload.content();
        v.sizeBytes = upload.content().length;
        v.sha256 = sha256(upload.content());
        v.createdAt = now();
        versions.persist(v);
        versions.flush();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("version", v.number);
        details.put("runtime", v.runtime);
        details.put("kind", v.kind);
        details.put("fileName", v.fileName);
        details.put("sizeBytes", v.sizeBytes);
        details.put("sha256", v.sha256);
        audit.record(caller, "hosted-bot.upload", "hosted-bot:" + botId, details);
        return new HostedBotOutcome.Uploaded(HostedBotVersionView.of(v));
    }

    /** Retires a version (its owner or an admin): it can no longer be run; its runs stay. Idempotent. */
    @Transactional
    public HostedBotOutcome.Retirement retire(Caller caller, long botId, int number) {
        Optional<StoredVersion> found = versions.byNumber(botId, number);
        if (found.isEmpty()) {
            return missing(botId, number);
        }
        StoredVersion v = found.get();
        if (!ownerOrAdmin(caller, v)) {
            return new NotYours(botId, v.owner(), "retire versions of", true);
        }
        if (versions.retire(v.id(), now())) {
            audit.record(caller, "hosted-bot.retire", "hosted-bot:" + botId, Map.of("version", number));
        }
        return new HostedBotOutcome.Retired(
                HostedBotVersionView.of(versions.stored(v.id()).orElseThrow()));
    }

    /** A version's bytes (its owner or an admin): what was uploaded, byte for byte. */
    @Transactional
    public HostedBotOutcome.Download content(Caller caller, long botId, int number) {
        Optional<StoredVersion> found = versions.byNumber(botId, number);
        if (found.isEmpty()) {
            return missing(botId, number);
        }
        StoredVersion v = found.get();
        if (!ownerOrAdmin(caller, v)) {
            return new NotYours(botId, v.owner(), "download versions of", true);
        }
        return new HostedBotOutcome.Downloaded(
                HostedBotVersionView.of(v), versions.content(v.id()).orElseThrow());
    }

    private HostedBotOutcome.Refused missing(long botId, int number) {
        return bots.findByIdOptional(botId).isEmpty() ? new NoBot(botId) : new NoVersion(botId, number);
    }

    /** The owner, or an admin logged in as a person (roles never act through an API token). */
    private boolean ownerOrAdmin(Caller caller, StoredVersion v) {
        return v.ownerAccountId() == caller.accountId()
                || permissions.rolesOf(caller).contains(Role.ADMIN);
    }

    private Instant now() {
        // PostgreSQL keeps microseconds: the answer shows what a later read will.
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    private static FieldRefused refused(String field, String reason) {
        return new FieldRefused(FieldRefusal.invalid(field, reason));
    }

    private static String runtimes() {
        return Arrays.stream(BotRuntime.values()).map(BotRuntime::id).collect(Collectors.joining(", "));
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
