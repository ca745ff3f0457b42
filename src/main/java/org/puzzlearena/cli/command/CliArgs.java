package org.puzzlearena.cli.command;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parsed command-line arguments: {@code --name value} options, {@code --flag} switches and
 * positional operands. Unknown options are errors, so a typo never silently changes a result.
 */
public final class CliArgs {

    private final Map<String, String> options = new HashMap<>();
    private final List<String> operands = new ArrayList<>();

    private CliArgs() {}

    /**
     * @param valued options that take a value
     * @param flags options that take none
     * @throws UsageException for an unknown option or a missing value
     */
    public static CliArgs parse(String[] args, int from, Set<String> valued, Set<String> flags) {
        CliArgs parsed = new CliArgs();
        for (int i = from; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("--")) {
                String name = a.substring(2);
                String value = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (valued.contains(name)) {
                    if (value == null) {
                        if (i + 1 >= args.length) {
                            throw new UsageException("option --" + name + " needs a value");
                        }
                        value = args[++i];
                    }
                    parsed.options.put(name, value);
                } else if (flags.contains(name) && value == null) {
                    parsed.options.put(name, "true");
                } else {
                    throw new UsageException("unknown option --" + name);
                }
            } else {
                parsed.operands.add(a);
            }
        }
        return parsed;
    }

    public String option(String name) {
        return options.get(name);
    }

    public String option(String name, String fallback) {
        return options.getOrDefault(name, fallback);
    }

    public boolean flag(String name) {
        return options.containsKey(name);
    }

    public List<String> operands() {
        return operands;
    }

    /** A command line the user must correct; exit status 2. */
    public static final class UsageException extends RuntimeException {
        public UsageException(String message) {
            super(message);
        }
    }
}
