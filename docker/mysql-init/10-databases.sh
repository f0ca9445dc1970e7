#!/bin/bash
# Run once by the mysql image on an empty data volume (docker-entrypoint-initdb.d), after it
# created MYSQL_DATABASE/MYSQL_USER (the commerce API's). Adds the CMS's own database and user,
# so each service can only touch its own schema.
set -euo pipefail

: "${CMS_DB_PASSWORD:?CMS_DB_PASSWORD manquant}"
# The password also travels inside CMS_DATABASE_URL (mysql://strapi:<password>@mysql:3306/strapi),
# where it is not percent-encoded: only URL-safe characters are accepted, which also makes it
# safe inside the SQL literal below. `openssl rand -hex 24` gives such a password.
if [[ ! "${CMS_DB_PASSWORD}" =~ ^[A-Za-z0-9._~-]{16,}$ ]]; then
  echo "CMS_DB_PASSWORD : 16 caractères au moins, parmi A-Z a-z 0-9 . _ ~ - (ex. openssl rand -hex 24)" >&2
  exit 1
fi

mysql --protocol=socket -uroot -p"${MYSQL_ROOT_PASSWORD}" <<SQL
CREATE DATABASE IF NOT EXISTS \`strapi\` CHARACTER SET utf8mb4 COLLATE utf8mb4_0900_ai_ci;
CREATE USER IF NOT EXISTS 'strapi'@'%' IDENTIFIED BY '${CMS_DB_PASSWORD}';
GRANT ALL PRIVILEGES ON \`strapi\`.* TO 'strapi'@'%';
FLUSH PRIVILEGES;
SQL
