import Foundation
import TestSupport
import Testing

/// A small HTTP proxy in front of a server, for the faults: it forwards each request as it is
/// (one request per connection), or, as its mode file says at that moment, waits before
/// answering (`delay SECONDS`), kills the server when the Nth PUT arrives and drops that
/// connection (`kill N PID`), answers a status of its own (`status CODE`), redirects
/// (`redirect`), sends a 207 of 300 MiB, chunked or with its length announced
/// (`flood chunked`, `flood length`), or chunked to a sync-collection report that asks for
/// the items' data alone (`flood listing`), or lets python's caldav rename an item on the server
/// before it forwards the first PUT (`rename UID SUMMARY`: another client's edit between the
/// REPORT and the PUT).
final class DAVProxy: @unchecked Sendable {
    let folder = TemporaryFolder()
    let process = ServerProcess()
    var port: Int { process.port }

    /// What `flood` sends: far more than `todo` reads of one answer.
    static let floodBytes = 300 * 1024 * 1024

    static let script = """
        import os, signal, socket, subprocess, sys, threading, time
        port, backend, mode_file, client, url = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
        flood_bytes = int(sys.argv[6])
        puts = [0]
        lock = threading.Lock()

        def read_request(connection):
            data = b''
            while b'\\r\\n\\r\\n' not in data:
                chunk = connection.recv(65536)
                if not chunk:
                    return data
                data += chunk
            head, _, body = data.partition(b'\\r\\n\\r\\n')
            length = 0
            for line in head.split(b'\\r\\n')[1:]:
                name, _, value = line.partition(b':')
                if name.strip().lower() == b'content-length':
                    length = int(value.strip())
            while len(body) < length:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                body += chunk
            lines = [line for line in head.split(b'\\r\\n') if not line.lower().startswith(b'connection:')]
            return b'\\r\\n'.join(lines + [b'Connection: close']) + b'\\r\\n\\r\\n' + body

        def flood(connection, chunked):
            block = b'<x>' + b'a' * (1 << 20) + b'</x>'
            framing = b'Transfer-Encoding: chunked' if chunked else b'Content-Length: %d' % flood_bytes
            try:
                connection.sendall(b'HTTP/1.1 207 Multi-Status\\r\\nContent-Type: text/xml\\r\\n' + framing + b'\\r\\n\\r\\n')
                sent = 0
                while sent < flood_bytes:
                    piece = block[:flood_bytes - sent]
                    connection.sendall(b'%x\\r\\n%s\\r\\n' % (len(piece), piece) if chunked else piece)
                    sent += len(piece)
                if chunked:
                    connection.sendall(b'0\\r\\n\\r\\n')
            except OSError:
                pass

        def answer(connection, status, headers=''):
            connection.sendall(('HTTP/1.0 %s Proxy\\r\\nContent-Length: 0\\r\\n%s\\r\\n' % (status, headers)).encode())

        def handle(connection):
            with connection:
                request = read_request(connection)
                method = request.split(b' ', 1)[0]
                mode = open(mode_file).read().split()
                with lock:
                    if method == b'PUT':
                        puts[0] += 1
                    count = puts[0]
                if mode[0] == 'delay':
                    time.sleep(float(mode[1]))
                elif mode[0] == 'kill' and method == b'PUT' and count >= int(mode[1]):
                    os.kill(int(mode[2]), signal.SIGKILL)
                    return
                elif mode[0] == 'status':
                    return answer(connection, mode[1])
                elif mode[0] == 'flood' and mode[1] == 'listing':
                    if b'sync-collection' in request and b'calendar-data' in request:
                        return flood(connection, True)
                elif mode[0] == 'flood':
                    return flood(connection, mode[1] == 'chunked')
                elif mode[0] == 'redirect':
                    return answer(connection, '301', 'Location: http://127.0.0.1:%d/elsewhere/\\r\\n' % port)
                elif mode[0] == 'rename' and method == b'PUT':
                    with lock:
                        open(mode_file, 'w').write('pass')
                        subprocess.run([sys.executable, client, url, 'alice', 'secret', '', 'rename', mode[1],
                                        ' '.join(mode[2:])], check=True)
                try:
                    upstream = socket.create_connection(('127.0.0.1', backend))
                except OSError:
                    return
                with upstream:
                    upstream.sendall(request)
                    while True:
                        chunk = upstream.recv(65536)
                        if not chunk:
                            break
                        connection.sendall(chunk)

        server = socket.socket()
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(('127.0.0.1', port))
        server.listen(64)
        while True:
            connection, _ = server.accept()
            threading.Thread(target=handle, args=(connection,), daemon=True).start()
        """

    /// A proxy on a free port to the server's `backend` port; `caldav` is python's caldav on
    /// the server itself, run for `rename`.
    init(backend: Int, caldav: CalDAVPython) throws {
        folder.write(Self.script, to: "proxy.py")
        mode("pass")
        try process.start(
            [
                SyncPrograms.python, folder.file("proxy.py"), String(port), String(backend),
                folder.file("mode"),
                caldav.folder.file("client.py"), caldav.url, String(Self.floodBytes),
            ], environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path], folder: folder, name: "proxy")
    }

    func mode(_ text: String) {
        folder.write(text, to: "mode")
    }

    var currentMode: String {
        String(decoding: folder.bytes("mode") ?? [], as: UTF8.self)
    }
}
