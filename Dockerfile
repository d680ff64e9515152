# syntax=docker/dockerfile:1
# Bummerl: a multi-stage build on the official Rust image, a slim runtime image, a non-root user,
# the database in a volume, and a healthcheck against the built-in HTTP endpoint.

FROM rust:1-slim-bookworm AS build
WORKDIR /src
COPY . .
# BuildKit cache mounts keep the registry and compiled dependencies between builds, so a source
# edit does not rebuild serenity, teloxide and sled; --locked builds exactly Cargo.lock.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked --bin bummerl \
    && cp target/release/bummerl /usr/local/bin/bummerl

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin bummerl \
    && mkdir -p /data && chown bummerl /data
COPY --from=build /usr/local/bin/bummerl /usr/local/bin/bummerl
# The image's settings are a configuration file, not environment variables: the environment
# overrides the file, so variables set here would silently win over a file mounted in its place.
# An operator changes a setting with its variable or by mounting a file over this one.
COPY config/docker.toml /etc/bummerl/bummerl.toml
COPY config/bummerl.example.toml /etc/bummerl/bummerl.example.toml
USER bummerl
WORKDIR /data
VOLUME ["/data"]
# The port of http.listen in config/docker.toml; another port needs another healthcheck
# (docker run --health-cmd, or healthcheck.test in Compose).
EXPOSE 9090
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD curl -fsS http://127.0.0.1:9090/healthz || exit 1
# Tokens come from the environment: DISCORD_TOKEN and/or TELEGRAM_TOKEN.
ENTRYPOINT ["bummerl"]
CMD ["run", "--config", "/etc/bummerl/bummerl.toml"]
