# make install [PREFIX=/usr/local]: build interop-lsp (release; static Swift runtime on Linux) and
# install PREFIX/bin/interop-lsp. make uninstall removes it. Everything else: swift build / swift test.
PREFIX ?= /usr/local

.PHONY: install uninstall

install:
	./scripts/install.sh "$(PREFIX)"

uninstall:
	rm -f "$(PREFIX)/bin/interop-lsp"
