package muster.view;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The ways of shortening one name into a label, best first, each made of whole words, numbers and
 * initials (never a word cut off): "6th US Cavalry" gives "6 Cav", "Blockhouse garrison" gives
 * "Blockhouse", "Puerto Rico Bn, left wing" gives "Puerto Rico" or "PRB", "Sixth company" gives
 * "6 Coy". The words of the first clause make the label; those after a comma or in brackets only
 * tell apart labels that would otherwise be the same.
 */
final class LabelForms {

    /** The longest label made from a name, in characters. */
    static final int MAX = 13;

    /** Military words with the abbreviation every order of battle uses. */
    static final Map<String, String> ABBREVIATIONS = Map.ofEntries(Map.entry("infantry", "Inf"), Map.entry("cavalry", "Cav"),
            Map.entry("artillery", "Arty"), Map.entry("battalion", "Bn"), Map.entry("bn", "Bn"), Map.entry("battery", "Bty"),
            Map.entry("brigade", "Bde"), Map.entry("company", "Coy"), Map.entry("companies", "Coys"), Map.entry("coy", "Coy"),
            Map.entry("regiment", "Regt"), Map.entry("division", "Div"), Map.entry("squadron", "Sqn"), Map.entry("troop", "Tp"),
            Map.entry("section", "Sec"), Map.entry("detachment", "Det"), Map.entry("platoon", "Plt"), Map.entry("volunteer", "Vol"),
            Map.entry("volunteers", "Vols"), Map.entry("provisional", "Prov"), Map.entry("headquarters", "HQ"),
            Map.entry("reserve", "Res"), Map.entry("mounted", "Mtd"), Map.entry("mountain", "Mtn"), Map.entry("engineers", "Engrs"),
            Map.entry("cav", "Cav"), Map.entry("inf", "Inf"), Map.entry("batallón", "Bn"), Map.entry("regimiento", "Regt"),
            Map.entry("compañía", "Cía"), Map.entry("escuadrón", "Esc"), Map.entry("infantería", "Inf"), Map.entry("caballería", "Cab"),
            Map.entry("artillería", "Art"), Map.entry("brigada", "Bda"), Map.entry("voluntarios", "Vols"), Map.entry("guerrilla", "Guer"));

    /** States whose names are too long for a label beside a regiment's number, as the period's rosters shortened them. */
    static final Map<String, String> STATES = Map.ofEntries(Map.entry("pennsylvania", "Penn"), Map.entry("massachusetts", "Mass"),
            Map.entry("connecticut", "Conn"), Map.entry("california", "Cal"), Map.entry("tennessee", "Tenn"),
            Map.entry("minnesota", "Minn"), Map.entry("wisconsin", "Wis"), Map.entry("michigan", "Mich"), Map.entry("illinois", "Ill"),
            Map.entry("kentucky", "Ky"), Map.entry("virginia", "Va"), Map.entry("mississippi", "Miss"), Map.entry("louisiana", "La"),
            Map.entry("nebraska", "Neb"), Map.entry("colorado", "Colo"), Map.entry("washington", "Wash"), Map.entry("oklahoma", "Okla"),
            Map.entry("missouri", "Mo"), Map.entry("arkansas", "Ark"), Map.entry("maryland", "Md"), Map.entry("delaware", "Del"),
            Map.entry("vermont", "Vt"), Map.entry("georgia", "Ga"), Map.entry("alabama", "Ala"), Map.entry("indiana", "Ind"));

    static final Set<String> STOP = Set.of("of", "the", "at", "in", "on", "and", "with", "from", "to", "for", "by", "a", "an", "de",
            "del", "la", "las", "los", "el", "y", "en");

    /** Ranks and titles before a person's name, left out of a label made from it. */
    static final Set<String> TITLES = Set.of("general", "gen", "brig", "brigadier", "lt", "lieut", "lieutenant", "col", "colonel",
            "capt", "captain", "sgt", "sergeant", "maj", "major", "cpl", "corporal", "coronel", "teniente", "capitán", "comandante",
            "don", "mr", "dr");

    /** Words after which a name says where the unit stands ("pickets below El Viso"), not what it is. */
    static final Set<String> WHERE = Set.of("below", "near", "before", "above", "behind", "beyond", "under", "beside", "facing",
            "opposite", "outside", "across", "overlooking", "commanding", "holding", "guarding");

    /** Small words that say where only when a place's proper name follows ("at Blockhouse 14", not "in the trench"). */
    static final Set<String> AT = Set.of("at", "in", "on", "of");

    static final List<String> ORDINALS = List.of("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
            "ninth", "tenth", "eleventh", "twelfth");

    /** One word of a name, read: a number (ordinals too), a lone letter, a word with its abbreviation, or a small word. */
    record Token(String text, String shown, Kind kind) {
        enum Kind { NUMBER, LETTER, KNOWN, WORD, STOP }

        boolean significant() {
            return kind != Kind.STOP;
        }

        /** What the token adds to tell one label from another: a number or letter whole, a word by its initial. */
        String mark() {
            boolean whole = kind == Kind.NUMBER || kind == Kind.LETTER || Character.isDigit(shown.charAt(0));
            return whole ? shown : shown.substring(0, 1).toUpperCase(Locale.ROOT);
        }
    }

    private LabelForms() {
    }

    /** The words of a name before its first comma, without what stands in brackets. */
    static List<Token> main(String name) {
        return tokens(name.replaceAll("\\([^)]*\\)?", " ").split("[,;:]", 2)[0]);
    }

    /** Every word of a name, brackets and later clauses included. */
    static List<Token> all(String name) {
        return tokens(name.replaceAll("[()]", " ").replaceAll("[,;:]", " "));
    }

    static List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        String[] words = text.strip().split("[\\s/]+");
        for (int i = 0; i < words.length; i++) {
            String w = words[i].replaceAll("^[\"'‘“]+|[\"'’”.]+$", "").replaceAll("['’]s$", "");
            if (w.isEmpty()) {
                continue;
            }
            String lower = w.toLowerCase(Locale.ROOT);
            if (w.matches("\\d+(st|nd|rd|th|º|°|ª)?")) {
                out.add(new Token(w, w.replaceAll("\\D", ""), Token.Kind.NUMBER));
            } else if (ORDINALS.contains(lower)) {
                out.add(new Token(w, String.valueOf(ORDINALS.indexOf(lower) + 1), Token.Kind.NUMBER));
            } else if (lower.equals("no") && i + 1 < words.length && words[i + 1].matches("\\d+.*")) {
                continue; // "No. 1" counts as its number
            } else if (w.length() == 1 && Character.isUpperCase(w.charAt(0))) {
                out.add(new Token(w, w, Token.Kind.LETTER));
            } else if (ABBREVIATIONS.containsKey(lower)) {
                out.add(new Token(w, ABBREVIATIONS.get(lower), Token.Kind.KNOWN));
            } else if (lower.matches("machine-?guns?") || lower.equals("machine") && i + 1 < words.length
                    && words[i + 1].toLowerCase(Locale.ROOT).startsWith("gun")) {
                out.add(new Token(w, "MG", Token.Kind.KNOWN));
                if (!lower.startsWith("machine-")) {
                    i++;
                }
            } else if (STOP.contains(w) || TITLES.contains(lower) || lower.equals("us") || lower.equals("u.s") || !Character.isLetterOrDigit(w.charAt(0))) {
                out.add(new Token(w, w, Token.Kind.STOP));
            } else {
                out.add(new Token(w, w, Token.Kind.WORD));
            }
        }
        return out;
    }

    /**
     * The labels a name may be shortened to, best first, none longer than {@link #MAX}: a number with
     * its arm ("12 Inf"); a number with the proper name it numbers ("2 Wisconsin", "71 NY"); the
     * name's first run of capitalised words ("Krupp", "Puerto Rico"), or a person's surname
     * ("Velasco"); its words with arms abbreviated ("Cav Tp"); for a name of common words, its first word with its last ("MG
     * car") or its last alone ("Guerrillas"); and only then its initials ("PRB"), which read as a code. Never empty: the last
     * resort is the first significant word.
     */
    static List<String> of(String name) {
        return of(name, Set.of());
    }

    /**
     * The labels of a name among the scenario's {@code places} (its features' names, lower case): the words that say where the
     * unit stands are passed over, so that "Guerrilla pickets below El Viso" is not labelled as the fort El Viso.
     */
    static List<String> of(String name, Set<String> places) {
        List<Token> clause = unplaced(main(name), places);
        List<Token> first = clause.stream().filter(Token::significant).toList();
        // a first clause of arms alone ("Troop, 15th Cavalry") says too little: the whole name is read
        boolean bare = first.stream().allMatch(t -> t.kind() == Token.Kind.KNOWN || t.kind() == Token.Kind.LETTER);
        List<Token> wholeClause = bare ? unplaced(tokens(name.replaceAll("\\([^)]*\\)?", " ").replaceAll("[,;:]", " ")), places) : clause;
        List<Token> whole = bare ? wholeClause.stream().filter(Token::significant).toList() : first;
        List<Token> titles = clause.stream().filter(t -> TITLES.contains(t.text().toLowerCase(Locale.ROOT))).toList();
        boolean person = !titles.isEmpty();
        Set<String> out = new LinkedHashSet<>();
        if (person && whole.isEmpty()) {
            // a rank with no name but the place he holds ("Teniente commanding El Viso") is called by his rank
            out.add(capitalized(titles.get(titles.size() - 1).text()));
        }
        List<Token> firstRun = firstRun(bare ? whole : clause);
        // an article alone ("La" of "La máquina loca") names nothing: the words after it do
        boolean article = firstRun.size() == 1 && !whole.isEmpty() && STOP.contains(whole.get(0).text().toLowerCase(Locale.ROOT))
                && firstRun.get(0).text().equals(whole.get(0).text());
        List<Token> m = article ? whole.subList(1, whole.size()) : whole;
        List<Token> run = article ? List.of() : firstRun;
        int n = m.isEmpty() || m.get(0).kind() != Token.Kind.NUMBER ? -1 : 0;
        // initials ("GCC", "MAC") read as a code: a label has them only where no form of whole words fits
        List<String> initialForms = new ArrayList<>();
        if (person) {
            m.stream().filter(t -> t.kind() == Token.Kind.WORD && Character.isUpperCase(t.text().charAt(0))).reduce((x, y) -> y)
                    .ifPresent(t -> out.add(t.shown()));
        }
        if (n == 0 && !person) {
            // a number with the place it was raised in, whole, names a regiment best ("1 Wyoming", not "1 Bn")
            String place = m.get(0).shown() + " " + String.join(" ", run.stream().map(Token::shown).toList());
            if (run.size() == 1 && run.get(0).shown().length() >= 4 && place.length() <= MAX) {
                out.add(place);
            } else if (run.size() == 1 && STATES.containsKey(run.get(0).shown().toLowerCase(Locale.ROOT))) {
                // "10 Penn", not "10 Inf": a reviewer read the 10th Pennsylvania's "10 Inf" as the 10th US Infantry
                out.add(m.get(0).shown() + " " + STATES.get(run.get(0).shown().toLowerCase(Locale.ROOT)));
            }
            m.stream().filter(t -> t.kind() == Token.Kind.KNOWN).reduce((x, y) -> y).ifPresent(arm -> out.add(m.get(0).shown() + " " + arm.shown()));
            if (!run.isEmpty()) {
                String words = m.get(0).shown() + " " + String.join(" ", run.stream().map(Token::shown).toList());
                // the number names the unit: kept, with the name's initials when its words are too long ("2 M")
                out.add(words.length() <= MAX && run.size() == 1 ? words : m.get(0).shown() + " " + initials(run));
            }
        }
        if (!run.isEmpty() && !person) {
            String words = String.join(" ", run.stream().map(Token::shown).toList());
            boolean firstWord = run.size() == 2 && run.get(0).shown().length() >= 4;
            out.add(words.length() <= MAX ? words : firstWord ? run.get(0).shown() : "");
            if (run.size() > 1) {
                initialForms.add(initials(run));
            }
        }
        out.add(capitalized(String.join(" ", m.stream().map(Token::shown).toList())));
        if (run.isEmpty() && !person && n < 0) {
            // a name of common words: its first word with its last ("MG car" of "Machine guns on the armoured car", "Guer church"),
            // or its last alone ("Guerrillas" of "Mounted guerrillas")
            Token last = m.isEmpty() ? null : m.get(m.size() - 1);
            if (m.size() >= 3) {
                out.add(m.get(0).shown() + " " + last.shown());
            }
            if (last != null && last.kind() == Token.Kind.WORD && last.shown().length() >= 4 && !last.shown().contains("-")) {
                out.add(capitalized(last.shown()));
            }
        }
        if (m.size() - (n + 1) > 1) {
            initialForms.add((n == 0 ? m.get(0).shown() + " " : "") + initials(m.subList(n + 1, m.size())));
        }
        out.addAll(initialForms);
        List<String> fitting = new ArrayList<>(out.stream().filter(s -> !s.isBlank() && s.length() <= MAX).toList());
        if (fitting.isEmpty()) {
            fitting.add(m.isEmpty() ? name.strip() : m.get(0).shown());
        }
        return fitting;
    }

    /**
     * The words of a name without those that say where the unit stands: from a word such as "below" or "commanding" on, from
     * "at", "in", "on" or "of" on where a proper name follows it or a feature's name does, and a feature's name standing alone
     * ("El Viso company"). Words that say nothing else are kept whole.
     */
    static List<Token> unplaced(List<Token> words, Set<String> places) {
        List<Token> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String lower = words.get(i).text().toLowerCase(Locale.ROOT);
            int next = i + 1;
            while (next < words.size() && words.get(next).kind() == Token.Kind.STOP) {
                next++;
            }
            boolean proper = next < words.size() && words.get(next).kind() == Token.Kind.WORD
                    && Character.isUpperCase(words.get(next).text().charAt(0));
            boolean where = i > 0 && (WHERE.contains(lower) || AT.contains(lower) && (!lower.equals("of") && proper || place(words, next, places) > 0));
            if (where) {
                break;
            }
            int named = place(words, i, places);
            if (named > 0) {
                i += named - 1;
                continue;
            }
            out.add(words.get(i));
        }
        return out.stream().anyMatch(t -> t.significant() || TITLES.contains(t.text().toLowerCase(Locale.ROOT))) ? out : words;
    }

    /** How many words from {@code from} on make a feature's name, the longest (0 when none does). */
    private static int place(List<Token> words, int from, Set<String> places) {
        int best = 0;
        StringBuilder b = new StringBuilder();
        for (int j = from; j < words.size(); j++) {
            b.append(b.length() == 0 ? "" : " ").append(words.get(j).text().toLowerCase(Locale.ROOT));
            if (places.contains(b.toString())) {
                best = j - from + 1;
            }
        }
        return best;
    }

    /** The first run of capitalised words that are not arms, in the order of the name; a small word ends it. */
    private static List<Token> firstRun(List<Token> m) {
        List<Token> run = new ArrayList<>();
        for (Token t : m) {
            boolean proper = t.kind() == Token.Kind.WORD && Character.isUpperCase(t.text().charAt(0));
            if (proper) {
                run.add(t);
            } else if (!run.isEmpty()) {
                break;
            }
        }
        return run;
    }

    private static String initials(List<Token> tokens) {
        StringBuilder out = new StringBuilder();
        for (Token t : tokens) {
            if (t.kind() == Token.Kind.NUMBER) {
                out.append(t.shown());
            } else {
                out.append(Character.toUpperCase(t.shown().charAt(0)));
            }
        }
        return out.toString();
    }

    private static String capitalized(String words) {
        return words.isEmpty() ? words : words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }

    static String join(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + " " + b;
    }
}
