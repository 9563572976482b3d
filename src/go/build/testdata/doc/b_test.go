package doc_test
