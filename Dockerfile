# syntax=docker/dockerfile:1
# Bummerl: a multi-stage build on the official Rust image, a slim runtime image, a non-root user,
# the database in a volume, and a healthcheck against the built-in HTTP endpoint.

FROM rust:1-slim-bookworm AS build
WORKDIR /src
# Dependencies first, so that source edits do not rebuild them.
COPY Cargo.toml Cargo.lock ./
COPY bot-core/Cargo.toml bot-core/Cargo.toml
COPY config/Cargo.toml config/Cargo.toml
COPY discord/Cargo.toml discord/Cargo.toml
COPY telegram/Cargo.toml telegram/Cargo.toml
RUN mkdir -p src bot-core/src bot-core/benches config/src discord/src telegram/src \
    && echo 'fn main() {}' > src/main.rs \
    && for c in bot-core config discord telegram; do touch $c/src/lib.rs; done \
    && echo 'fn main() {}' > bot-core/benches/engine.rs \
    && cargo build --release --locked || true
COPY . .
RUN touch src/main.rs bot-core/src/lib.rs config/src/lib.rs discord/src/lib.rs telegram/src/lib.rs \
    && cargo build --release --locked --bin bummerl

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin bummerl \
    && mkdir -p /data && chown bummerl /data
COPY --from=build /src/target/release/bummerl /usr/local/bin/bummerl
COPY config/bummerl.example.toml /etc/bummerl/bummerl.example.toml
USER bummerl
WORKDIR /data
VOLUME ["/data"]
ENV BUMMERL_DATA_DIR=/data/db \
    BUMMERL_HTTP_LISTEN=0.0.0.0:9090 \
    BUMMERL_LOG_FORMAT=json
EXPOSE 9090
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD curl -fsS http://127.0.0.1:9090/healthz || exit 1
# Tokens come from the environment: DISCORD_TOKEN and/or TELEGRAM_TOKEN.
ENTRYPOINT ["bummerl"]
CMD ["run"]
