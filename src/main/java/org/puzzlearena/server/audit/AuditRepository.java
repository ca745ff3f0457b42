package org.puzzlearena.server.audit;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;

@ApplicationScoped
public class AuditRepository implements PanacheRepository<AuditEntry> {

    /** Filters of the audit page; null fields filter nothing. {@code target} matches a prefix ("contest:"). */
    public record Filter(String actor, String action, String target) {}

    public List<AuditEntry> page(Filter f, int offset, int limit) {
        Query q = query(f);
        return find(q.where + " order by at desc, id desc", q.params)
                .range(offset, offset + limit - 1)
                .list();
    }

    public long count(Filter f) {
        Query q = query(f);
        return count(q.where, q.params);
    }

    private record Query(String where, Parameters params) {}

    private static Query query(Filter f) {
        List<String> clauses = new ArrayList<>();
        Parameters p = new Parameters();
        clauses.add("1 = 1");
        if (f.actor() != null) {
            clauses.add("lower(actor) = lower(:actor)");
            p.and("actor", f.actor());
        }
        if (f.action() != null) {
            clauses.add("action = :action");
            p.and("action", f.action());
        }
        if (f.target() != null) {
            // A prefix match; LIKE's wildcards in the filter are taken literally.
            clauses.add("target like :target escape '!'");
            p.and("target", f.target().replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%");
        }
        return new Query(String.join(" and ", clauses), p);
    }
}
