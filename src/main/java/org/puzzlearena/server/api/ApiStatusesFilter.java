package org.puzzlearena.server.api;

import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * Writes {@link ApiStatuses} into the OpenAPI document: each operation's responses become exactly the
 * statuses it answers, the errors as {@code application/problem+json} with the Problem schema, the
 * success with the body the generator found for the method (moved to 201 or 204 where that is what the
 * endpoint answers). Registered with {@code mp.openapi.filter}.
 */
public class ApiStatusesFilter implements OASFilter {

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getPaths() == null) {
            return;
        }
        for (Map.Entry<String, PathItem> path :
                openAPI.getPaths().getPathItems().entrySet()) {
            if (!path.getKey().startsWith("/api/")) {
                continue;
            }
            for (Map.Entry<PathItem.HttpMethod, Operation> op :
                    path.getValue().getOperations().entrySet()) {
                Map<Integer, String> statuses = ApiStatuses.of(op.getKey().name(), path.getKey());
                if (statuses != null) {
                    document(op.getValue(), statuses);
                }
            }
        }
    }

    private static void document(Operation op, Map<Integer, String> statuses) {
        APIResponses old = op.getResponses();
        Content success = null;
        if (old != null && old.getAPIResponses() != null) {
            for (Map.Entry<String, APIResponse> r : old.getAPIResponses().entrySet()) {
                if (r.getKey().startsWith("2") && r.getValue().getContent() != null) {
                    success = r.getValue().getContent();
                }
            }
        }
        APIResponses responses = OASFactory.createAPIResponses();
        for (Map.Entry<Integer, String> s : statuses.entrySet()) {
            APIResponse r = OASFactory.createAPIResponse().description(s.getValue());
            if (s.getKey() >= 400) {
                r.content(OASFactory.createContent()
                        .addMediaType(
                                Problem.MEDIA_TYPE,
                                OASFactory.createMediaType()
                                        .schema(OASFactory.createSchema().ref("Problem"))));
            } else if (s.getKey() != 204 && success != null) {
                r.content(success);
            }
            responses.addAPIResponse(Integer.toString(s.getKey()), r);
        }
        op.setResponses(responses);
    }
}
