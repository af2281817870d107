package muster.view;

import java.util.function.Supplier;

/** A value made by the first thread that asks for it; the others wait for it, and every later call gets the same value. */
public final class Once<T> implements Supplier<T> {
    private Supplier<? extends T> make;
    private T value;

    public Once(Supplier<? extends T> make) {
        this.make = make;
    }

    @Override
    public synchronized T get() {
        if (make != null) {
            value = make.get();
            make = null;
        }
        return value;
    }
}
