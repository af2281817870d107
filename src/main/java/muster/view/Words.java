package muster.view;

/** A word of the code (a terrain kind, a unit type, a tag) as a sentence prints it: "field-artillery" reads "field artillery". */
public final class Words {

    private Words() {
    }

    public static String plain(String word) {
        return word.replace('-', ' ').replace('_', ' ');
    }
}
