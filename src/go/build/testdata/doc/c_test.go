package doc
