import SwiftUI
import WebKit

/// An in-app browser that reports loading progress.
struct WebBrowser: UIViewRepresentable {
    let url: URL
    @Binding var isLoading: Bool
    @Binding var progress: Double

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.allowsBackForwardNavigationGestures = true
        context.coordinator.watch(webView)
        return webView
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {
        uiView.navigationDelegate = context.coordinator
        uiView.load(URLRequest(url: url))
        isLoading = uiView.isLoading
    }

    func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
        coordinator.observation?.invalidate()
    }

    @MainActor
    final class Coordinator: NSObject, WKNavigationDelegate {
        var parent: WebBrowser
        var observation: NSKeyValueObservation?

        init(_ parent: WebBrowser) {
            self.parent = parent
        }

        func watch(_ webView: WKWebView) {
            observation = webView.observe(\.estimatedProgress, options: [.new]) { webView, _ in
                self.parent.progress = webView.estimatedProgress
            }
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            parent.isLoading = false
        }
    }
}
