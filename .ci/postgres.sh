# A throwaway PostgreSQL server for the store's tests, for `source`-ing into a bash script:
# `start_postgres` installs PostgreSQL from the Debian packages if its binaries are missing, starts
# a cluster in a temporary directory on 127.0.0.1 (as the postgres user when run as root, which
# PostgreSQL refuses), exports BUMMERL_TEST_DATABASE_URL and stops and removes the cluster when the
# shell exits.
#
#   bash -c 'source .ci/postgres.sh && start_postgres && cargo test --workspace'

# The directory of initdb and pg_ctl, installing PostgreSQL if there is none.
postgres_bin() {
    if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
        dirname "$(command -v initdb)"
        return
    fi
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$found" ]; then
        echo "postgres: installing PostgreSQL" >&2
        apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
        found=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    fi
    echo "$found"
}

start_postgres() {
    local bin as=()
    bin=$(postgres_bin)
    PG_TEST_DIR=$(mktemp -d)
    if [ "$(id -u)" = 0 ]; then
        id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
        chown postgres "$PG_TEST_DIR"
        as=(runuser -u postgres --)
    fi
    PG_TEST_AS=("${as[@]}")
    PG_TEST_CTL="$bin/pg_ctl"
    trap stop_postgres EXIT
    "${as[@]}" "$bin/initdb" -D "$PG_TEST_DIR/data" -U postgres --auth=trust -E UTF8 \
        >"$PG_TEST_DIR/initdb.log" || { cat "$PG_TEST_DIR/initdb.log" >&2; return 1; }
    local port tries
    for tries in 1 2 3 4 5; do
        port=$((20000 + RANDOM % 20000))
        if "${as[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w \
            -o "-h 127.0.0.1 -p $port -k $PG_TEST_DIR -c max_connections=200" start >/dev/null; then
            export BUMMERL_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
            echo "postgres: test server on 127.0.0.1:$port" >&2
            return 0
        fi
    done
    cat "$PG_TEST_DIR/server.log" >&2
    return 1
}

stop_postgres() {
    if [ -n "${PG_TEST_DIR:-}" ]; then
        "${PG_TEST_AS[@]}" "$PG_TEST_CTL" -D "$PG_TEST_DIR/data" -m immediate stop \
            >/dev/null 2>&1 || true
        rm -rf "$PG_TEST_DIR"
        PG_TEST_DIR=
    fi
}
