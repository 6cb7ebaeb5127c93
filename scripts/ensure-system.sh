#!/usr/bin/env bash
# What the tests need from the system, made ready or refused in one place: `npm test`
# (scripts/test.mjs) and `.ci/run` both run this first. Installs Debian's packages that are
# missing and starts the local PostgreSQL when it can (as root, or with sudo that asks for no
# password); otherwise stops at once, naming the one command that fixes it, rather than letting a
# wall of tests fail one by one.
set -uo pipefail

say() { echo "ensure-system: $*" >&2; }

# Root runs apt-get and pg_ctlcluster itself; anyone else may through a sudo that asks nothing.
can_root=yes
as_root=()
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then as_root=(sudo -n); else can_root=no; fi
fi

installed() {
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" && return 0
  done
  return 1
}

# (grep -q on a pipe would end fc-list early, and pipefail would count that as "not found")
fonts=$(fc-list : family 2>/dev/null)
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
grep -qi "Noto Sans CJK" <<<"$fonts" || need+=(fonts-noto-cjk)
# the PDF's fallback for symbols Noto CJK lacks; emoji in LibreOffice's renderings of .docx/.xlsx
grep -qi "DejaVu Sans" <<<"$fonts" || need+=(fonts-dejavu-core)
grep -qi "Noto Color Emoji" <<<"$fonts" || need+=(fonts-noto-color-emoji)
# each LibreOffice part the tests convert with (Writer: .docx, Calc: .xlsx, Draw: .dxf); a
# machine with soffice from one part only lacks the others' import filters
installed libreoffice-writer-nogui libreoffice-writer || need+=(libreoffice-writer-nogui)
installed libreoffice-calc-nogui libreoffice-calc || need+=(libreoffice-calc-nogui)
installed libreoffice-draw-nogui libreoffice-draw || need+=(libreoffice-draw-nogui)
command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null || need+=(poppler-utils)
command -v pg_ctlcluster >/dev/null || need+=(postgresql)
# the reverse proxy of start:cluster, which the cluster test starts in front of two processes
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || need+=(nginx-light)

if [ ${#need[@]} -gt 0 ]; then
  fix="apt-get update && apt-get install -y ${need[*]}"
  if [ $can_root = no ]; then
    say "missing system packages: ${need[*]}"
    say "fix with: sudo sh -c '$fix'"
    exit 1
  fi
  say "installing ${need[*]} (apt-get)"
  if ! { "${as_root[@]}" apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${need[@]}" >/dev/null; }; then
    say "could not install ${need[*]}; fix with: sudo sh -c '$fix'"
    exit 1
  fi
  # A PostgreSQL installed just now: let the tests' password-less role in over loopback, as on
  # the machines the project runs on (trust auth for 127.0.0.1).
  if [[ " ${need[*]} " == *" postgresql "* ]]; then
    for hba in /etc/postgresql/*/main/pg_hba.conf; do
      echo "host all all 127.0.0.1/32 trust" | "${as_root[@]}" sed -i '/^# TYPE/r /dev/stdin' "$hba"
    done
    "${as_root[@]}" pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -n1)" main reload \
      >/dev/null 2>&1
  fi
fi

# The server suite's second run and some benches talk to PostgreSQL at 127.0.0.1:5432 with trust
# auth (packages/server/src/test/helpers/postgres-server.ts); TEST_DATABASE_URL points elsewhere.
pg_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
pg_host=$(node -e 'const u = new URL(process.argv[1]); console.log(u.hostname)' "$pg_url")
pg_port=$(node -e 'const u = new URL(process.argv[1]); console.log(u.port || 5432)' "$pg_url")
if ! pg_isready -q -h "$pg_host" -p "$pg_port"; then
  cluster=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n1)
  if [ -n "$cluster" ] && [ $can_root = yes ]; then
    say "starting PostgreSQL $cluster"
    "${as_root[@]}" pg_ctlcluster --skip-systemctl-redirect "$cluster" main start >/dev/null 2>&1
    for _ in $(seq 1 30); do pg_isready -q -h "$pg_host" -p "$pg_port" && break; sleep 1; done
  fi
  if ! pg_isready -q -h "$pg_host" -p "$pg_port"; then
    say "PostgreSQL does not answer at $pg_host:$pg_port"
    say "fix with: sudo pg_ctlcluster --skip-systemctl-redirect ${cluster:-15} main start"
    exit 1
  fi
fi
# A fresh cluster answers but may refuse the password-less role the tests use.
if ! psql "$pg_url" -Atqc "select 1" >/dev/null 2>&1 &&
  ! psql "${pg_url%/*}/postgres" -Atqc "select 1" >/dev/null 2>&1; then
  say "PostgreSQL at $pg_host:$pg_port refuses $pg_url (the tests need trust auth for 127.0.0.1)"
  say "fix with: echo 'host all all 127.0.0.1/32 trust' | sudo tee -a /etc/postgresql/*/main/pg_hba.conf && sudo pg_ctlcluster --skip-systemctl-redirect ${cluster:-15} main reload"
  exit 1
fi
# The database the tests connect to first (each run then makes its own from it).
if ! psql "$pg_url" -Atqc "select 1" >/dev/null 2>&1; then
  db="${pg_url##*/}"
  psql "${pg_url%/*}/postgres" -qc "create database \"$db\"" >/dev/null 2>&1 ||
    { say "could not create the database $db; fix with: createdb -h $pg_host -U postgres $db"; exit 1; }
fi
exit 0
