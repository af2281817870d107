package muster.rules;

import org.junit.jupiter.api.Test;

/**
 * Rule behaviour that was once wrong, kept as annotated scenarios: duplicates reported at the later
 * one in file order, 'aboard' resolving only to trains, no paper-organisation hint on a count
 * already refused, and no "0 inches out of range".
 */
class RuleRegressionsTest {

    private static final String HEAD = """
            id: t
            title: T
            ruleset: saw-quickplay
            turns: 8
            table: { width: 72, depth: 48 }
            """;

    private static final String SPAIN = """
              - id: spain
                name: Linares
                nation: spain
                hq: { name: Linares, at: [66, 24] }
                formations:
                  - id: es-brigade
                    orders: { type: defend, objective: ridge }
                    units:
                      - { id: es-inf, type: infantry, weapon: rifle, count: 4, at: [36, 22] }
            """;

    @Test
    void uniqueIdsReportsTheLaterOccurrenceInTheFile() {
        AnnotatedScenarios.verifyText("com-002-sides-before-terrain.yaml", HEAD + """
                sides:
                  - id: us
                    name: V Corps
                    nation: us
                    hq: { name: Shafter, at: [4, 24] }
                    formations:
                      - id: us-brigade
                        orders: { type: attack, objective: ridge }
                        units:
                          - { id: ridge, type: infantry, weapon: rifle, count: 4, at: [10, 20] }
                """ + SPAIN + """
                terrain:
                  # expect: error[COM-002] "already used by the unit at line 15"
                  - { id: ridge, kind: hill, level: 1, form: plateau, outline: [[30,10],[40,10],[40,30],[30,30]] }
                """);
    }

    @Test
    void aboardMustNameATrain() {
        AnnotatedScenarios.verifyText("com-003-aboard-a-non-train.yaml", HEAD + """
                terrain:
                  - { id: ridge, kind: hill, level: 1, form: plateau, outline: [[30,10],[40,10],[40,30],[30,30]] }
                sides:
                  - id: us
                    name: V Corps
                    nation: us
                    hq: { name: Shafter, at: [4, 24] }
                    formations:
                      - id: us-brigade
                        orders: { type: attack, objective: ridge }
                        units:
                          - { id: us-inf, type: infantry, weapon: rifle, count: 4, at: [10, 20] }
                          # expect: error[COM-003] "train"
                          - { id: us-inf-2, type: infantry, weapon: rifle, count: 4, at: [10, 24], aboard: us-inf }
                """ + SPAIN);
    }

    @Test
    void noPaperHintForAnImpossibleCount() {
        AnnotatedScenarios.verifyText("com-012-no-hint-for-zero.yaml", HEAD + """
                terrain:
                  - { id: ridge, kind: hill, level: 1, form: plateau, outline: [[30,10],[40,10],[40,30],[30,30]] }
                sides:
                  - id: us
                    name: V Corps
                    nation: us
                    hq: { name: Shafter, at: [4, 24] }
                    formations:
                      - id: us-brigade
                        orders: { type: attack, objective: ridge }
                        units:
                          - { id: us-inf, type: infantry, weapon: rifle, count: 4, at: [10, 20] }
                          # expect: error[COM-012]
                          - { id: us-none, type: infantry, weapon: rifle, count: 0, at: [10, 24] }
                """ + SPAIN);
    }
}
