import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.File;
import java.net.InetSocketAddress;

/**
 * Starts mongo-java-server on 127.0.0.1 for development and tests.
 *
 * Usage: java -cp 'lib/*' Launcher.java [--port N] [--file path/to/db.mv]
 *   --port 0 (default) binds a free port; --file selects the persistent H2 MVStore backend,
 *   otherwise everything lives in memory.
 *
 * Prints "listening <port>" once ready. It exits when its standard input closes, so the
 * server never outlives the Node process that started it, even when that process is killed.
 */
public class Launcher {
  public static void main(String[] args) throws Exception {
    int port = 0;
    String file = null;
    for (int i = 0; i < args.length - 1; i++) {
      if (args[i].equals("--port")) port = Integer.parseInt(args[i + 1]);
      if (args[i].equals("--file")) file = args[i + 1];
    }
    MongoBackend backend;
    if (file != null) {
      File parent = new File(file).getAbsoluteFile().getParentFile();
      if (parent != null) parent.mkdirs();
      backend = new H2Backend(file);
    } else {
      backend = new MemoryBackend();
    }
    MongoServer server = new MongoServer(backend);
    server.bind("127.0.0.1", port);
    InetSocketAddress address = server.getLocalAddress();
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown));
    System.out.println("listening " + address.getPort());
    System.out.flush();
    while (System.in.read() != -1) {
      // Drain until the parent closes the pipe.
    }
    server.shutdown();
    System.exit(0);
  }
}
