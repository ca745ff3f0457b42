package org.puzzlearena.server.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The browser app's API calls are read in every form the app writes them, and no call is missed. */
class FrontendApiCallsTest {

    @TempDir
    Path src;

    private Set<String> scan(String source) throws Exception {
        Files.createDirectories(src.resolve("lib"));
        Files.writeString(src.resolve("lib/calls.ts"), source);
        Set<String> out = new TreeSet<>();
        FrontendApiCalls.scan(src).keySet().forEach(e -> out.add(e.toString()));
        return out;
    }

    @Test
    void stringsTemplatesConditionalsAndPathHelpers() throws Exception {
        String source = """
                export async function api<T>(method: string, path: string): Promise<T> { return fetch(path) as T; }
                const base = (id: string | number) => `/api/contests/${encodeURIComponent(String(id))}`;
                export const Api = {
                  grade: () => api<Graded>('POST', '/api/lab/grades', { body: { game } }),
                  revoke: (id: number) => api<void>('DELETE', `/api/tokens/${id}`),
                  users: () => api<UserPage>('GET', `/api/admin/users${queryString(query)}`, { signal }),
                  board: () => api<Board>('GET', `/api/leaderboards/${g}/${instancePath(i)}?limit=${limit}`),
                  reset: (u: string) =>
                    api<{ username: string; link: string }>(
                      'POST',
                      `/api/admin/users/${encodeURIComponent(u)}/password-reset`,
                    ),
                  profile: (a: string, bot: string | null) =>
                    api<Profile>(
                      'GET',
                      bot === null ? `/api/profiles/${a}` : `/api/profiles/${a}/bots/${encodeURIComponent(bot)}`,
                    ),
                  get: (id: string) => api<Contest>('GET', base(id)),
                  withdraw: (id: string) => api<void>('DELETE', `${base(id)}/registrations/me`),
                };
                """;
        assertEquals(
                Set.of(
                        "POST /api/lab/grades",
                        "DELETE /api/tokens/{}",
                        "GET /api/admin/users",
                        "GET /api/leaderboards/{}/{}",
                        "POST /api/admin/users/{}/password-reset",
                        "GET /api/profiles/{}",
                        "GET /api/profiles/{}/bots/{}",
                        "GET /api/contests/{}",
                        "DELETE /api/contests/{}/registrations/me"),
                scan(source));
    }

    @Test
    void aCallWhosePathCannotBeReadFailsTheScan() {
        assertThrows(AssertionError.class, () -> scan("const f = (p: string) => api<void>(method, p);\n"));
        assertThrows(AssertionError.class, () -> scan("const f = (p: string) => api<void>('GET', somePath);\n"));
    }
}
