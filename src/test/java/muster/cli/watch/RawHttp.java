package muster.cli.watch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** Requests written byte for byte, so that no client library tidies a path before the server sees it. */
final class RawHttp {

    /** A response: its status, its head (status line and headers) and its body. */
    record Response(int status, String head, byte[] body) {
        String text() {
            return new String(body, StandardCharsets.ISO_8859_1);
        }

        String header(String name) {
            for (String line : head.split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase(name)) {
                    return line.substring(colon + 1).trim();
                }
            }
            return null;
        }
    }

    private RawHttp() {
    }

    static Response get(int port, String target) throws IOException {
        return request(port, "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n");
    }

    static Response request(int port, String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(20_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            InputStream in = s.getInputStream();
            in.transferTo(all);
            byte[] bytes = all.toByteArray();
            String text = new String(bytes, StandardCharsets.ISO_8859_1);
            int end = text.indexOf("\r\n\r\n");
            if (end < 0) {
                throw new IOException("no response head in: " + text);
            }
            String head = text.substring(0, end);
            int status = Integer.parseInt(head.split(" ")[1]);
            byte[] body = java.util.Arrays.copyOfRange(bytes, end + 4, bytes.length);
            return new Response(status, head, body);
        }
    }
}
